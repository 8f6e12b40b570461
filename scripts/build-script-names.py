#!/usr/bin/env python3
"""Regenerates engines/pseudonymizer/core/names/script-names.json: given names and surnames in
their own script for the scripts whose letters have no case (Arabic, Persian, Hebrew, Devanagari,
Bengali, Gujarati, Odia, Tamil, Sinhala, Thai, Georgian), and the Japanese, Korean and Chinese
lists, from the person providers of Python Faker.

Usage (Faker is a PyPI package under the MIT licence, wordfreq one under Apache-2.0 with CC-BY-SA 4.0
data; the engine depends on neither):
    pip download --no-deps faker==40.54.0 -d /tmp/faker && unzip -q /tmp/faker/*.whl -d /tmp/faker/pkg
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1
    PYTHONPATH=/tmp/faker/pkg /tmp/wf/bin/python scripts/build-script-names.py

build-world-names.py keeps Faker's Latin-script entries only; this list holds the others. Words
are keyed as the detector's script-people.ts keys them (scriptKey): NFC, Arabic and Hebrew vowel
points and the tatweel dropped, Arabic alef forms and Arabic/Persian yeh and kaf made one, so that
"أحمد" and "احمد" meet (the alef maqsura stays apart: "على" is the preposition "on"). Particles of compound names ("أبو", "بن", "عبد", "پور") are left out: they
are no name alone.

Many of these names are ordinary words too (Arabic "كبير" big, Hindi "एक" one, Hebrew "טוב" good):
those among the OVERLAP most frequent words of wordfreq's lists for Arabic, Persian, Urdu, Hebrew,
Hindi, Bengali and Tamil are written to "ordinary", and the detector takes them only beside a name
that is no such word or after a title. Names that are frequent because they are names ("محمد",
"राहुल", "כהן") are kept out of "ordinary" by the hand-kept UNAMBIGUOUS list. The file is never
edited by hand.
"""
import importlib
import json
import os
import re
import unicodedata

from name_lists import NAMES, provider_entries

import faker.providers.person as person
from wordfreq import top_n_list

GIVEN_ATTRS = ('first_names', 'first_names_male', 'first_names_female', 'first_names_nonbinary', 'first_names_unisex',
               'first_kana_names', 'middle_names')
SURNAME_ATTRS = ('last_names', 'last_names_male', 'last_names_female', 'last_kana_names')
# Locales whose person lists are in a script without case (Armenian has capitals and is left to the
# cased scan), and the CJK locales, read into their own lists.
SPACED = ('ar_AA', 'ar_DZ', 'ar_PS', 'ar_SA', 'fa_IR', 'he_IL', 'hi_IN', 'mr_IN', 'ne_NP', 'bn_BD', 'gu_IN', 'or_IN',
          'ta_IN', 'si_LK', 'th_TH', 'ka_GE')
CJK = {'ja_JP': 'japanese', 'ko_KR': 'korean', 'zh_CN': 'chinese', 'zh_TW': 'chinese'}
PARTICLES = {'ابو', 'ال', 'بن', 'بنت', 'عبد', 'اب', 'ام', 'پور', 'زاده', 'אבו', 'אל', 'בן', 'בת', 'דה'}
# Languages whose frequent words are read as ordinary, and how many of their most frequent words.
FREQUENT = ('ar', 'fa', 'ur', 'he', 'hi', 'bn', 'ta')
OVERLAP = 5000
# Frequent words that are first of all people's names, in any of these languages.
UNAMBIGUOUS = {
    'محمد', 'احمد', 'علی', 'حسین', 'محمود', 'خالد', 'مریم', 'فاطمة', 'فاطمه', 'یوسف', 'ابراهیم', 'عبدالله', 'مهدی', 'رضا',
    'مصطفی', 'عثمان', 'سلمان', 'طارق', 'سارة', 'سارا', 'عادل', 'فهد', 'زینب', 'عایشة', 'حسن', 'حمید', 'اسماعیل', 'جعفر',
    'משה', 'דוד', 'יוסף', 'יעקב', 'אברהם', 'שלמה', 'כהן', 'לוי', 'יצחק', 'שמואל', 'שרה', 'מאיר', 'יהודית', 'שמעון',
    'राहुल', 'अमित', 'शर्मा', 'यादव', 'सिंह', 'प्रिया', 'कपूर', 'अनिल', 'सुनील', 'रमेश', 'सुरेश', 'महेश', 'गुप्ता', 'वर्मा',
    'রহমান', 'চৌধুরী', 'হোসেন', 'করিম', 'আবদুল্লাহ', 'অভিষেক', 'ঘোষ', 'দাস',
}
LATIN = re.compile(r'[A-Za-z]')
POINTS = re.compile('[\u0610-\u061a\u064b-\u065f\u0670\u0640\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]')
LETTERS = str.maketrans({'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ي': 'ی', 'ك': 'ک'})


def script_key(word: str) -> str:
    """The detector's scriptKey (script-people.ts)."""
    return POINTS.sub('', unicodedata.normalize('NFC', word)).translate(LETTERS)


def names(locale: str, attrs) -> set:
    provider = importlib.import_module(f'{person.__name__}.{locale}').Provider
    out = set()
    for attr in attrs:
        for raw in provider_entries(getattr(provider, attr, None)):
            for word in str(raw).split():
                key = script_key(word)
                if len(key) >= 2 and not LATIN.search(key) and key not in PARTICLES:
                    out.add(key)
    return out


def main() -> None:
    lists = {'given': set(), 'surnames': set()}
    for locale in SPACED:
        lists['given'] |= names(locale, GIVEN_ATTRS)
        lists['surnames'] |= names(locale, SURNAME_ATTRS)
    for locale, language in CJK.items():
        # One-character surnames and given names count here (Korean "김", Chinese "王", "伟").
        provider = importlib.import_module(f'{person.__name__}.{locale}').Provider
        for attrs, kind in ((GIVEN_ATTRS, 'Given'), (SURNAME_ATTRS, 'Surnames')):
            out = lists.setdefault(language + kind, set())
            for attr in attrs:
                out |= {unicodedata.normalize('NFC', str(w)) for w in provider_entries(getattr(provider, attr, None)) if not LATIN.search(str(w))}
    names_ = lists['given'] | lists['surnames']
    frequent = {script_key(w) for language in FREQUENT for w in top_n_list(language, OVERLAP)}
    lists['ordinary'] = (names_ & frequent) - {script_key(w) for w in UNAMBIGUOUS}
    notice = ('Generated by scripts/build-script-names.py from Python Faker 40.54.0 (MIT): given names and surnames '
              'of its person providers in scripts without case, and its Japanese, Korean and Chinese lists; "ordinary": '
              'those among the most frequent words of wordfreq 3.1.1 (CC-BY-SA 4.0). Do not edit.')
    out = {'notice': notice, **{k: sorted(v) for k, v in lists.items()}}
    with open(os.path.join(NAMES, 'script-names.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')
    print({k: len(v) for k, v in lists.items()})


if __name__ == '__main__':
    main()
