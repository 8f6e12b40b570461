#!/usr/bin/env python3
"""Regenerates engines/pseudonymizer/core/names/other-words.json, the ordinary words of other
languages than English that the name detector reads as no name.

Usage (wordfreq is a PyPI package, Apache-2.0 code with CC-BY-SA 4.0 data; install it in any
virtual environment, the engine does not depend on it):
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1
    /tmp/wf/bin/python scripts/build-other-words.py

For each language, the most frequent words of wordfreq's "best" list that are written in the Latin,
Cyrillic or Greek script (the scripts with capitals, where the detector reads a capital as a hint of a
name), folded like the detector's keys (lower case, no diacritics). The file is data derived from
wordfreq and stays under CC-BY-SA 4.0 (its notice says so); it is never edited by hand.

Frequent words of Cyrillic and Greek text include people's names ("иван", "мария", "γιαννη"), which
the Latin lists mostly do not (the curated name lists win over those there). For these languages a
word is left out when it is a proper noun of the language's Hunspell dictionary, as written or in one
of its cases ("ивану", "марии"), and no common word of the same dictionary: "вера" (faith) and
"надежда" (hope) stay, "иван" goes. The dictionaries are Debian's hunspell-ru, hunspell-uk,
hunspell-bg and hunspell-el 1:7.5.0-1 (LibreOffice dictionaries; MPL, LGPL and GPL), read from
HUNSPELL_DIR:
    (cd /tmp/hs && apt-get download hunspell-ru hunspell-uk hunspell-bg hunspell-el \
      && for f in *.deb; do dpkg-deb -x "$f" .; done)
    HUNSPELL_DIR=/tmp/hs/usr/share/hunspell /tmp/wf/bin/python scripts/build-other-words.py
"""
import json
import os
import re
from collections import Counter

from wordfreq import top_n_list

from name_lists import fold

# Languages written in the Latin, Cyrillic or Greek script that wordfreq covers, with how many of
# their most frequent words to keep: more for the languages users most often write prompts in.
LANGUAGES = {
    'de': 20000, 'fr': 20000, 'es': 20000, 'pt': 20000, 'it': 20000, 'nl': 15000, 'pl': 15000,
    'sv': 10000, 'nb': 10000, 'da': 10000, 'fi': 10000, 'cs': 10000, 'sk': 8000, 'tr': 10000,
    'id': 10000, 'ms': 8000, 'ro': 8000, 'hu': 8000, 'ca': 8000, 'fil': 5000, 'vi': 5000,
    'sl': 5000, 'sh': 5000, 'lt': 5000, 'lv': 5000, 'is': 5000,
    'ru': 15000, 'uk': 10000, 'bg': 8000, 'el': 10000,
}
# Letters of the Latin script (up to Latin Extended-B), of Cyrillic or of Greek, with inner
# apostrophes or hyphens.
LETTER = "a-z\u00df-\u024f\u0370-\u03ff\u0400-\u04ff"
WORD = re.compile(f"^[{LETTER}](?:[{LETTER}'\\-]*[{LETTER}])?$")
# The Hunspell dictionary of each Cyrillic or Greek language above.
HUNSPELL = {'ru': 'ru_RU', 'uk': 'uk_UA', 'bg': 'bg_BG', 'el': 'el_GR'}
# Case endings of Slavic and Greek names, on folded keys: a proper noun's stem with any of them is one
# of its forms ("иван" → "ивану", "иваном"; "γιωργος" → "γιωργο", "γιωργου").
STEM_ENDINGS = ('а', 'я', 'й', 'ь', 'о', 'е', 'и', 'ы', 'ий', 'ия', 'ος', 'ης', 'ας', 'α', 'η', 'ο', 'ου')
CASE_ENDINGS = ('', 'а', 'я', 'у', 'ю', 'е', 'ы', 'и', 'і', 'ом', 'ем', 'ём', 'ой', 'ою', 'ей', 'ым', 'им', 'ого', 'ому', 'ові',
                'еві', 'ою', 'ої', 'ій', 'ия', 'ии', 'ию', 'ием', 'о', 'ου', 'ε', 'η', 'α', 'ας', 'ης', 'ος', 'ο')


def hunspell_words(directory: str, name: str) -> tuple[set, set]:
    """The folded stems of a Hunspell dictionary: those written with a capital, and the others."""
    with open(os.path.join(directory, f'{name}.aff'), 'rb') as f:
        encoding = next((line.split()[1].decode() for line in f if line.startswith(b'SET ')), 'UTF-8')
    encoding = {'ISO8859-7': 'iso8859_7'}.get(encoding, encoding)
    capitals, common = set(), set()
    with open(os.path.join(directory, f'{name}.dic'), encoding=encoding, errors='replace') as f:
        next(f)  # the entry count
        for line in f:
            stem = line.split('/', 1)[0].strip()
            if stem:
                (capitals if stem[0].isupper() else common).add(fold(stem))
    return capitals, common


def proper_noun_forms(directory: str) -> set:
    """
    Folded proper nouns of the Cyrillic and Greek dictionaries in their cases, less their common
    words. A stem some dictionaries write with a capital and others without ("Иван" is a name in all
    three Cyrillic ones, "иван" also a rare Russian word) is a proper noun where more write it so.
    """
    capital_in, lower_in = Counter(), Counter()
    for name in HUNSPELL.values():
        capitals, lower = hunspell_words(directory, name)
        capital_in.update(capitals)
        lower_in.update(lower)
    common = {stem for stem, n in lower_in.items() if n >= capital_in[stem]}
    forms = set()
    for noun, n in capital_in.items():
        if n <= lower_in[noun]:
            continue
        forms.add(noun)
        for ending in STEM_ENDINGS:
            if noun.endswith(ending) and len(noun) - len(ending) >= 3:
                forms.update(noun[: len(noun) - len(ending)] + case for case in CASE_ENDINGS)
    return forms - common


def main() -> None:
    proper = proper_noun_forms(os.environ['HUNSPELL_DIR'])
    words = set()
    for lang, n in LANGUAGES.items():
        for w in top_n_list(lang, n, wordlist='best'):
            key = fold(w)
            if len(key) >= 2 and WORD.match(key) and not (lang in HUNSPELL and key in proper):
                words.add(key)
    out = os.path.join(os.path.dirname(__file__), '..', 'engines', 'pseudonymizer', 'core', 'names', 'other-words.json')
    notice = (
        'Generated by scripts/build-other-words.py from wordfreq 3.1.1 (Robyn Speer; data under CC-BY-SA 4.0, '
        'https://creativecommons.org/licenses/by-sa/4.0/): the most frequent words of '
        + ', '.join(f'{k} ({v})' for k, v in LANGUAGES.items())
        + '. This file is likewise under CC-BY-SA 4.0. Do not edit.'
    )
    with open(out, 'w', encoding='utf-8') as f:
        # One string of sorted words joined by newlines: the engine looks words up in it by binary search
        # (names/sorted-words.ts). Python's code-point order is JavaScript's for these letters, all of
        # the Basic Multilingual Plane.
        json.dump({'notice': notice, 'words': '\n'.join(sorted(words))}, f, ensure_ascii=False, separators=(',', ':'))
    print(len(words), 'words')


main()
