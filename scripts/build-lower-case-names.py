#!/usr/bin/env python3
"""Regenerates engines/pseudonymizer/core/names/lower-case-names.json: given names and surnames that
are given in some country and rare as words in every language the detector lists, so that written
in lower case ("ping henrik", "ho sentito ludovica") they can be read as names with weaker cues
than an ordinary word would need.

Usage (Python Faker is a PyPI package under the MIT licence whose person providers list the given
names and surnames of about 90 countries, some weighted by how common they are; wordfreq is
Apache-2.0 code with CC-BY-SA 4.0 data; the engine depends on neither):
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install faker==40.54.0 wordfreq==3.1.1
    /tmp/wf/bin/python scripts/build-lower-case-names.py

A name of a country's provider is kept when it has four letters or more in the Latin script and is
rare as a word: wordfreq's frequency (Zipf scale) of every word that folds to its key ("saída" for
"saida") stays below OTHER_ZIPF in each listed language not spoken in that country, and below a cap
that falls with the name's rank in those that are (a country's commonest names are themselves
frequent tokens of its language: "henrik" in Danish, "emre" in Turkish; a word used as a name,
"luz", "paz", "citra", is more frequent than its rank explains). A provider that weights its names
gives their rank; one that only lists them counts each at UNRANKED. English dictionary words and
places are left out. The file is never edited by hand.
"""
import importlib
import json
import math
import os
import pkgutil
import re
import sys
import unicodedata

import faker.providers.person as person
from wordfreq import get_frequency_dict

from name_lists import NAMES, common_words, fold, lexicon, provider_entries, read_list

# The rank a name of a provider that lists its names without weights counts at.
UNRANKED = 20
# Zipf frequency a name may reach in a language not spoken where it ranks: a frequent name turns up
# in every language's text ("henrik" is about 3.5 in German, Slovene and Icelandic); a word of one
# of them is well above.
OTHER_ZIPF = 3.8
# And in a language spoken where it ranks RANK_AT_HOME or better (a country's commonest names are
# frequent tokens of its text: "henrik" 4.9 in Danish, "emre" 4.8 in Turkish); lower by
# HOME_SLOPE per tenfold rank beyond, so that a word a few people give as a name ("citra", image,
# ranked 130 in Indonesia at 4.5) stays out.
HOME_ZIPF = 4.9
RANK_AT_HOME = 20
HOME_SLOPE = 0.5
# Words of wordfreq below this frequency are never too frequent for a name.
FLOOR_ZIPF = 3.0
# The Latin-script languages of wordfreq the detector lists (build-other-words.py), English first.
LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'nb', 'da', 'fi', 'cs', 'sk', 'tr', 'id', 'ms', 'ro', 'hu',
             'ca', 'fil', 'vi', 'sl', 'sh', 'lt', 'lv', 'is']
# Faker's locale languages that wordfreq writes otherwise: Norwegian Bokmål, Serbo-Croatian.
LANGUAGE_OF = {'no': 'nb', 'hr': 'sh', 'bs': 'sh', 'sr': 'sh', 'tl': 'fil'}
# Given names and surnames, as Faker's person providers name their lists.
GIVEN_ATTRS = ('first_names', 'first_names_male', 'first_names_female', 'first_names_nonbinary')
SURNAME_ATTRS = ('last_names', 'last_names_male', 'last_names_female')
# Letters of the Latin script (up to Latin Extended-B), with inner apostrophes or hyphens.
LATIN = re.compile(r"^[a-z\u00df-\u024f](?:[a-z\u00df-\u024f'\-]*[a-z\u00df-\u024f])?$")


def folded_frequencies():
    """Per language, each folded key's highest Zipf frequency over the words that fold to it
    ("saída" and "saida" are one key, as the detector reads them), for words above FLOOR_ZIPF."""
    out = {}
    for lang in LANGUAGES:
        best = {}
        for word, freq in get_frequency_dict(lang, wordlist='best').items():
            z = math.log10(freq) + 9
            if z < FLOOR_ZIPF:
                continue
            key = fold(word)
            if z > best.get(key, 0):
                best[key] = z
        out[lang] = best
    return out


def home_cap(rank):
    """How frequent a name ranked `rank` in a country may be in that country's language."""
    return HOME_ZIPF - HOME_SLOPE * max(0.0, math.log10(rank / RANK_AT_HOME))


def rare_as_word(key, ranks, freqs):
    """Below the home cap in the languages of the locales that list the name, below OTHER_ZIPF in
    every other listed language."""
    caps = {}
    for lang, rank in ranks.items():
        caps[lang] = max(caps.get(lang, 0), home_cap(rank))
    return all(freqs[lang].get(key, 0) < caps.get(lang, OTHER_ZIPF) for lang in LANGUAGES)


def ranked_names(attrs):
    """Each folded name of the providers' `attrs` lists, with its best rank per locale language."""
    out = {}
    for module in pkgutil.iter_modules(person.__path__):
        provider = getattr(importlib.import_module(f'{person.__name__}.{module.name}'), 'Provider', None)
        if provider is None:
            continue
        lang = module.name.split('_')[0]
        lang = LANGUAGE_OF.get(lang, lang)
        for attr in attrs:
            value = getattr(provider, attr, None)
            entries = provider_entries(value)
            # A weighted list gives each name its rank; commoner first.
            if isinstance(value, dict):
                entries = sorted(entries, key=lambda e: -value[e])
            for rank, raw in enumerate(entries, 1):
                for word in str(raw).split():
                    key = fold(unicodedata.normalize('NFC', word).lower())
                    best = out.setdefault(key, {})
                    r = rank if isinstance(value, dict) else UNRANKED
                    best[lang] = min(best.get(lang, r), r)
    return out


def names(ranked, excluded, freqs):
    """Folded keys of the providers' names that are rare as words."""
    out = set()
    for key, ranks in ranked.items():
        # Three letters are more often an abbreviation or a word of code ("gui", "gio", "foo").
        if len(key) < 4 or not LATIN.match(key) or key in excluded or key.replace('ß', 'ss') in excluded:
            continue
        if rare_as_word(key, ranks, freqs):
            out.add(key)
    return out


def main() -> None:
    lex = lexicon()
    towns = set(read_list('places.json')['places'])
    excluded = common_words(lex) | {fold(p) for p in lex['places']} | towns
    freqs = folded_frequencies()
    given = names(ranked_names(GIVEN_ATTRS), excluded, freqs)
    print(len(given), 'given names', file=sys.stderr)
    surnames = names(ranked_names(SURNAME_ATTRS), excluded, freqs)
    print(len(surnames), 'surnames', file=sys.stderr)
    notice = ('Generated by scripts/build-lower-case-names.py from Python Faker 40.54.0 (MIT) and wordfreq 3.1.1 '
              '(Robyn Speer; data under CC-BY-SA 4.0): given names and surnames of Faker\'s person providers, of four '
              f'letters or more, rare as words (Zipf below {OTHER_ZIPF} in the listed languages not spoken where they are '
              f'given, below {HOME_ZIPF} less {HOME_SLOPE} per tenfold rank past {RANK_AT_HOME} in those that are); English '
              'words and places left out. This file is likewise under CC-BY-SA 4.0. Do not edit.')
    # Each list one string of sorted words joined by newlines, looked up by binary search
    # (names/sorted-words.ts): a Set of these words would cost the detector megabytes more. Python's
    # code-point order is JavaScript's for these letters. A word both lists hold is a given name.
    with open(os.path.join(NAMES, 'lower-case-names.json'), 'w', encoding='utf-8') as f:
        out = {'notice': notice, 'given': '\n'.join(sorted(given)), 'surnames': '\n'.join(sorted(surnames - given))}
        json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')


main()
