"""What the scripts that generate the name detector's word lists share: the detector's key folding,
the name lists a generated list must never outvote, and the way a list is written.

Imported by build-languages.py, build-regions.py, build-world-names.py, build-script-names.py and
build-registry-organisations.py (run from anywhere: Python puts the script's own folder on the
import path).
"""
import json
import os
import re
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = os.path.join(HERE, '..', 'engines', 'pseudonymizer', 'core', 'names')


def fold(s):
    """The detector's foldKey: decomposed, marks dropped, typographic apostrophes plain, lower case,
    Greek's final sigma a plain one."""
    s = unicodedata.normalize('NFD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return re.sub('[\u2019\u02bc\u02bb]', "'", s).lower().replace('ς', 'σ')


def words(s):
    """The folded words of `s`, as the detector splits them ("Nord-Kivu" is one)."""
    return re.findall(r"[^\W_]+(?:['.\-][^\W_]+)*", fold(s))


def read_list(filename):
    with open(os.path.join(NAMES, filename), encoding='utf-8') as f:
        return json.load(f)


def lexicon():
    return read_list('lexicon.json')


def person_names(lex, extra=False):
    """Folded given names and surnames of the curated lexicon and of world-names.json, and with
    `extra` those of the larger uncurated list: a generated list leaves them out, so that it never
    outvotes the name lists."""
    world = read_list('world-names.json')
    names = {fold(x) for x in lex['given']} | {fold(x) for x in lex['surnames']} | set(world['given']) | set(world['surnames'])
    if extra:
        names |= set(read_list('extra-names.json')['names'].split('\n'))
    return names


def common_words(lex):
    """Folded ordinary English words of the lexicon."""
    return {fold(x) for x in lex['commonWords']}


def write_list(filename, key, notice, items):
    """Writes a generated list as the detector reads it: {"notice": ..., key: [sorted items]}."""
    out = {'notice': notice, key: sorted(items)}
    with open(os.path.join(NAMES, filename), 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')


def provider_entries(value) -> list:
    """A Faker provider's list, tuple or weighted dict of names; anything else (a property) holds none."""
    if isinstance(value, dict):
        return list(value.keys())
    if isinstance(value, (list, tuple, set)):
        return list(value)
    return []
