/**
 * Rules that tell ordinary words from names where the lexicon cannot: the shape of a word (its
 * ending, its hyphenated last part) and the characters glued to it (code, format strings,
 * command-line placeholders). Each rule is a fixed test per token, so the detector stays linear.
 */
import { mentionedAt } from './mentions';
import conditions from './names/condition-eponyms.json';
import { FUNCTION_WORDS } from './names/word-lists';
import type { Token } from './names/tokens';

/**
 * Endings of common nouns and adjectives in German, Dutch, French, Spanish, Italian, Portuguese
 * and Polish that no given name or surname of any culture the lexicon covers ends in: "Nutzungen",
 * "Sicherheit", "Gesellschaft", "Information", "Configuración", "Posizione", "Atualização",
 * "Französische", "Możliwości". Endings that names do have ("-ung" of "Hartung", "-ment" of "Clement", "-ique" of
 * "Monique", "-anie" of "Stephanie", "-ing" of "Fleming") are left out. Lower case, accents kept.
 */
const NOUN_ENDINGS: readonly string[] = [
  // German nouns and adjectives
  'ungen', 'heit', 'heiten', 'keit', 'keiten', 'schaft', 'schaften', 'nisse', 'ität', 'itäten', 'ismus', 'sprache', 'sprachen', 'isch',
  'datei', 'dateien', 'gebiet', 'gebiete', 'ische', 'ischen', 'isches', 'ischer', 'ierte', 'ierten', 'liche', 'lichen', 'licher',
  'liches', 'ierung', 'ierungen', 'zeichen', 'bereich', 'einstellungen', 'verzeichnis', 'zeichenkette', 'innen',
  // Dutch
  'heid', 'heden', 'atie', 'aties', 'teit', 'schap', 'schappen', 'ingen', 'lijk', 'lijke', 'baar', 'bare',
  // French
  'tion', 'tions', 'ités', 'ées', 'ments', 'aises', 'ibles', 'ables',
  // Spanish and Portuguese
  'ción', 'ciones', 'sión', 'siones', 'ção', 'ções', 'são', 'sões', 'idad', 'idades', 'idade', 'mente', 'ência', 'ências', 'encias',
  'ável', 'ível', 'áveis', 'íveis', 'ário', 'ários', 'ória', 'órias',
  // Italian
  'zione', 'zioni', 'ità', 'mento', 'menti', 'abile', 'ibile', 'abili', 'ibili',
  // Polish and Czech
  'ość', 'ości', 'owanie', 'owania', 'ników', 'enia', 'ání', 'ení', 'ného', 'ních',
];

/** Endings by length, longest first, so a key is tested against a handful of slices only. */
const ENDINGS_BY_LENGTH: ReadonlyMap<number, ReadonlySet<string>> = (() => {
  const byLength = new Map<number, Set<string>>();
  for (const e of NOUN_ENDINGS) {
    const set = byLength.get(e.length) ?? new Set<string>();
    set.add(e);
    byLength.set(e.length, set);
  }
  return new Map([...byLength.entries()].sort((a, b) => b[0] - a[0]));
})();

/**
 * Whether a word no name list knows ends like a common noun or adjective of a European language
 * ("Übereinstimmung", "Configuración"), read on the word as written (accents say much here) and,
 * when hyphenated, on its last part. The stem must keep four letters, so short names that happen
 * to end so ("Xenia", "Jung") are not caught.
 */
export function endsLikeCommonWord(t: Token): boolean {
  const lower = t.text.toLowerCase();
  const key = lower.slice(lower.lastIndexOf('-') + 1);
  // German "-ung" ("Übereinstimmung", "Verbindung") only on long words: "Hartung" is a surname.
  if (key.length >= 10 && key.endsWith('ung')) return true;
  for (const [length, endings] of ENDINGS_BY_LENGTH) {
    if (key.length >= length + 4 && endings.has(key.slice(-length))) return true;
  }
  return false;
}

/**
 * Last parts of a hyphenated modifier: "Portuguese-based", "Tk-enabled", "Unix-like",
 * "Kubernetes-native". A word ending so describes a thing, it does not name a person.
 */
const MODIFIER_TAILS: ReadonlySet<string> = new Set([
  'based', 'style', 'styled', 'like', 'enabled', 'compatible', 'specific', 'aware', 'driven', 'powered', 'only', 'related',
  'friendly', 'free', 'ready', 'native', 'centric', 'wide', 'level', 'side', 'facing', 'bound', 'owned', 'led', 'made', 'born',
  'speaking', 'language', 'encoded', 'signed', 'certified', 'approved', 'supported', 'specific', 'derived', 'inspired', 'flavoured',
  'flavored', 'independent', 'dependent', 'agnostic', 'first', 'heavy', 'proof', 'safe',
]);

/** "Portuguese-based", "Tk-enabled": a hyphenated word whose last part makes it a modifier. */
export function isModifierCompound(t: Token): boolean {
  return t.parts.length > 1 && MODIFIER_TAILS.has(t.parts[t.parts.length - 1]);
}

/** Adverb particles that end a noun made of a verb and a particle: "Kick-off", "Roll-out", "Check-in". */
const PARTICLE_TAILS: ReadonlySet<string> = new Set(['off', 'up', 'out', 'over', 'down', 'back', 'away', 'through', 'in', 'on']);
/** "-in" and "-on" also end Korean given names ("Seo-in", "Ha-on"), so they need a first part no name list knows. */
const NAME_SYLLABLE_TAILS: ReadonlySet<string> = new Set(['in', 'on']);

/** The lists `isPhrasalNoun` looks a verb up in: ordinary English words and people's names. */
export interface PhrasalNounWords {
  readonly commonWords: ReadonlySet<string>;
  readonly given: ReadonlySet<string>;
  readonly surnames: ReadonlySet<string>;
}

/**
 * "Kick-off is on Monday", "Sign-off", "Roll-out", "Follow-up", "Check-in": a verb and an adverb
 * particle joined by a hyphen make a noun of the event, not a name, even where the verb alone is
 * also a given name or surname ("Kick", "Sign").
 */
export function isPhrasalNoun(t: Token, lists: PhrasalNounWords): boolean {
  if (t.parts.length !== 2) return false;
  const [verb, particle] = t.parts;
  if (!PARTICLE_TAILS.has(particle) || verb.length < 3 || !lists.commonWords.has(verb)) return false;
  return !NAME_SYLLABLE_TAILS.has(particle) || !(lists.given.has(verb) || lists.surnames.has(verb));
}

/**
 * Words after a capitalised word that make it the name of a language, a script or a school of
 * thought rather than a person: "Quechua languages", "Duployan shorthand", "Hangul script".
 */
export const THING_HEADS: ReadonlySet<string> = new Set([
  'language', 'languages', 'dialect', 'dialects', 'script', 'scripts', 'shorthand', 'stenography', 'alphabet', 'syllabary',
  'syllabics', 'numerals', 'calendar', 'cuisine', 'keyboard', 'layout', 'locale', 'encoding', 'charset', 'font', 'fonts',
]);

/**
 * Characters that, right before a word, make it a placeholder, a variable or a path in code, or a
 * chat channel ("#platform-alerts", "#Zorblat-help").
 */
const CODE_BEFORE = new Set(['%', '$', '\\', '<', '[', '{', '=', '_', '/', '#']);
/** Characters that, right after a word, make it a key, a call or a path in code. */
const CODE_AFTER = new Set(['=', '(', '_', '/', '{', '[']);

/**
 * Per token, 1 when it is glued to code punctuation: a format directive ("%lu"), a variable
 * ("$HOME"), a placeholder of a usage line ("[OPTION]", "<nom>", "--size=TAILLE", "-NUM"), a path
 * segment ("/dev/"), a call or a key ("Foo(", "Name="), a channel ("#ops") or a one-word code span. A name in prose is set off by a space or
 * by sentence punctuation, not by these.
 */
export function gluedToCode(text: string, tokens: readonly Token[]): Uint8Array {
  const flags = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const before = t.start > 0 ? text[t.start - 1] : '';
    const after = text[t.end + (t.possessive ? 2 : 0)] ?? '';
    // "-NUM", "--context": an option's dash right before the word, with a space or nothing before it.
    const option = before === '-' && (t.start < 2 || /\s|-/.test(text[t.start - 2]));
    // "`Zorblat`": one word alone in a code span is an identifier or a command.
    const codeSpan = before === '`' && after === '`';
    if (CODE_BEFORE.has(before) || CODE_AFTER.has(after) || option || codeSpan) flags[i] = 1;
  }
  return flags;
}

/**
 * Words of geography that open a place's name, in English and other languages: "Lake Victoria",
 * "Islas Georgias del Sur", "República Bolivariana de Venezuela", "Isole del Pacifico". Capitalised
 * words right after one name the place, not a person.
 */
export const PLACE_LEADS: ReadonlySet<string> = new Set([
  'lake', 'mount', 'mt', 'port', 'puerto', 'cape', 'santa', 'santo', 'san', 'sao', 'são', 'sankt', 'fort', 'gulf', 'isle', 'islas', 'isla', 'isole', 'isola', 'iles', 'ile', 'ilhas', 'ilha', 'inseln', 'insel',
  'eilanden', 'eiland', 'region', 'regione', 'regiao', 'provincia', 'provinz', 'territorio', 'territoire', 'republica',
  'repubblica', 'republique', 'republik', 'reino', 'regno', 'royaume', 'konigreich', 'koninkrijk', 'estado', 'estados', 'etats',
  'stati', 'staaten', 'lago', 'golfo', 'cabo', 'peninsula', 'departamento', 'departement', 'distrito', 'wilayah', 'kabupaten',
]);

/** Words after a capitalised word that make it a place: "Douro Valley", "Amhara region", "Rift Valley". */
export const PLACE_HEADS: ReadonlySet<string> = new Set([
  'valley', 'river', 'lake', 'mountains', 'mountain', 'island', 'islands', 'bay', 'coast', 'peninsula', 'desert', 'province',
  'county', 'district', 'region', 'strait', 'delta', 'highlands', 'archipelago', 'canyon', 'plateau',
]);

/** Geography words that name a place with "of" and a proper noun: "Bay of Bengal", "Cape of Good Hope", "Valley of the Kings". */
const GEOGRAPHY_BEFORE_OF: ReadonlySet<string> = new Set([
  ...PLACE_LEADS, ...PLACE_HEADS, 'sea', 'ocean', 'isle', 'straits', 'gulf', 'cape', 'bay', 'bight', 'firth', 'vale', 'plain', 'plains',
]);

/** Whether a token is a capitalised geography word ("Bay", "Gulf"), as the place's own name writes it. */
const geographyWord = (t: Token | undefined): boolean => t !== undefined && t.capitalized && GEOGRAPHY_BEFORE_OF.has(t.key);

/**
 * Whether tokens [first, last) stand in a place's name of the shape geography word, "of", proper
 * noun: the geography word itself before "of" and a capitalised word ("Bay" of "Bay of Bengal"),
 * or the words after "of" (and "the" or other capitalised words of the name) with a geography word
 * before it ("Bengal", "Hope" of "Cape of Good Hope", "Kings" of "Valley of the Kings"). Reads at
 * most four tokens before the run and two after it.
 */
export function inGeographyOf(tokens: readonly Token[], first: number, last: number): boolean {
  const of = tokens[last];
  const next = tokens[last + 1];
  if (geographyWord(tokens[last - 1]) && of?.key === 'of' && of.joinedToPrevious && next !== undefined && next.joinedToPrevious && next.capitalized) return true;
  let k = first;
  // Back over the capitalised words of the name before the run ("Good" of "Good Hope") and "the".
  for (let steps = 0; steps < 2 && k > 0 && tokens[k].joinedToPrevious && (tokens[k - 1].capitalized || tokens[k - 1].key === 'the') && tokens[k - 1].key !== 'of'; steps++) k--;
  const before = tokens[k - 1];
  return before !== undefined && before.key === 'of' && tokens[k].joinedToPrevious && before.joinedToPrevious && geographyWord(tokens[k - 2]);
}

/**
 * Last words that make a Title Case phrase the name of an event, a structure or a route, not of a
 * person or an employer: "Chelsea Flower Show", "Ryder Cup", "Glastonbury Festival", "Brenner
 * Pass", "Golden Gate Bridge", "Kumbh Mela".
 */
export const EVENT_AND_STRUCTURE_HEADS: ReadonlySet<string> = new Set([
  'show', 'cup', 'festival', 'fest', 'carnival', 'fair', 'parade', 'marathon', 'games', 'olympics', 'prix', 'championship',
  'championships', 'derby', 'regatta', 'rally', 'expo', 'biennale', 'mela', 'bridge', 'pass', 'tunnel', 'canal', 'dam', 'tower',
  'square', 'street', 'avenue', 'boulevard', 'station', 'airport', 'stadium', 'arena', 'cathedral', 'palace', 'castle', 'abbey',
  'telescope', 'observatory', 'falls', 'memorial', 'monument', 'highway', 'motorway', 'expressway', 'freeway', 'pier', 'lighthouse',
]);

/**
 * Whether one capitalised word at a sentence start, that no list knows and no cue word stands
 * beside, is still set off the way a person's name is: a mention ("@Tendai can you review"), the
 * owner of a to-do ("TODO(Bopha):"), or a word alone between punctuation or line breaks that
 * does not introduce what follows with a colon (a vocative "Jürgen — quick update", a table cell
 * "| Eilidh |", a signature). "Sammanfatta mötet", "Aby zmienić", "Workaround: restart" are none.
 */
export function setOffLikeName(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = t.start > 0 ? text[t.start - 1] : '';
  if (mentionedAt(text, t.start)) return true;
  const endAt = t.end + (t.possessive ? 2 : 0);
  const after = text[endAt] ?? '';
  // "TODO(Bopha)", "FIXME(Navdeep)": a marker in capitals glued to the parenthesis; "foo(Bar)" is a call.
  const marker = i > 0 ? tokens[i - 1] : undefined;
  if (before === '(' && after === ')' && marker !== undefined && marker.allCaps && marker.end === t.start - 1) return true;
  // "foo(Bar)": an argument of a call.
  if (before === '(' && marker !== undefined && marker.end === t.start - 1) return false;
  const next = tokens[i + 1];
  if (t.joinedToPrevious || (next !== undefined && next.joinedToPrevious)) return false;
  // The first character after the word that is not spacing: a colon makes it a heading or a label.
  let k = endAt;
  while (k < text.length && (text[k] === ' ' || text[k] === '\t')) k++;
  return text[k] !== ':' && after !== '(' && after !== '.';
}

/** Whether a full stop, a question or an exclamation mark stands between two tokens. */
export function endsSentenceBetween(text: string, before: Token, after: Token): boolean {
  for (let k = before.end; k < after.start; k++) {
    const c = text[k];
    if (c === '.' || c === '!' || c === '?') return true;
  }
  return false;
}

/**
 * Nouns of software and technique that a capitalised word before them qualifies: "Huffman
 * coding", "the Expat parser", "Brotli compression", "the Tk toolkit". Right before one, the word
 * names the thing (a possessive, "Amara's parser", still names its owner).
 */
export const SOFTWARE_HEADS: ReadonlySet<string> = new Set([
  'library', 'libraries', 'toolkit', 'toolkits', 'shell', 'compression', 'coding', 'encoder', 'decoder', 'codec', 'parser',
  'parsers', 'compiler', 'interpreter', 'runtime', 'framework', 'bindings', 'binding', 'plugin', 'plugins', 'extension',
  'extensions', 'module', 'modules', 'driver', 'drivers', 'daemon', 'protocol', 'algorithm', 'algorithms', 'format', 'formats',
  'engine', 'backend', 'frontend', 'toolchain', 'utility', 'utilities', 'widget', 'widgets', 'cipher', 'hash', 'checksum',
  'kernel', 'filesystem', 'bootloader', 'emulator', 'sdk', 'cli', 'gui', 'headers', 'dashboard', 'dashboards', 'scraper',
  'cluster', 'database', 'streams', 'topics', 'container', 'containers', 'image', 'images', 'files', 'preset', 'certificate',
  'version', 'versions', 'coverage', 'scripts', 'scripting', 'strings', 'shells', 'wrapper', 'implementation',
  // What a product does or holds ("the Salesforce sync", "Grafana alerts", "a Spotify playlist").
  'sync', 'notifications', 'alerts', 'playlist', 'playlists', 'notebook', 'notebooks', 'pipeline', 'pipelines', 'repo',
  'repository', 'installer', 'logs', 'builds',
  // A running piece of it ("the Cassandra node", "a Streamlit app", "the Redis server").
  'node', 'nodes', 'app', 'apps', 'server', 'servers', 'instance', 'instances',
  // What runs it or talks to it ("the Zabbix agent", "a Kinect device", "the Raku executable", "Mir APIs").
  'agent', 'agents', 'device', 'devices', 'executable', 'executables', 'preprocessor', 'api', 'apis',
  // How one writes for it ("Quillet syntax"); not "commands", a verb of people ("Amara commands respect").
  'syntax',
]);

/**
 * Nouns of what is written around software, which serve a named program without qualifying a word
 * before them: "documentation for YARA", "a port of Adwaita", "tools for Afterstep".
 */
export const SOFTWARE_COMPANIONS: ReadonlySet<string> = new Set(['documentation', 'docs', 'support', 'port', 'tools', 'dictionary', 'tokenizer', 'theme', 'themes']);

/**
 * "Brotli is a generic-purpose lossless compression algorithm", "Tcl is a powerful, embeddable
 * interpreter": a run followed by "is a" and, within eight words of the same sentence, a
 * software noun is defined as software, not introduced as a person ("Amara is a developer").
 */
export function definedAsSoftware(tokens: readonly Token[], after: number): boolean {
  const verb = tokens[after];
  const article = tokens[after + 1];
  if (verb === undefined || article === undefined || (verb.key !== 'is' && verb.key !== 'are') || article.sentenceStart) return false;
  if (article.key !== 'a' && article.key !== 'an') return false;
  for (let k = after + 2; k < tokens.length && k < after + 10 && !tokens[k].sentenceStart; k++) {
    if (SOFTWARE_HEADS.has(tokens[k].key) || SOFTWARE_TRAITS.has(tokens[k].key)) return true;
  }
  return false;
}

/**
 * Adjectives said of software, hardly of a person: "Ceph is a massively scalable, open-source,
 * distributed ...", "Zorblat is an embeddable, cross-platform ...". Not "lightweight": a boxer is one.
 */
const SOFTWARE_TRAITS: ReadonlySet<string> = new Set([
  'open-source', 'opensource', 'scalable', 'cross-platform', 'embeddable', 'extensible', 'self-hosted', 'multi-threaded', 'multithreaded',
]);

/** Words that open a verb's object: after one, a software noun is a verb ("hashes the", "builds them"). */
const OBJECT_WORDS: ReadonlySet<string> = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'it', 'them', 'me', 'us', 'him', 'her']);

/** A version number: "2", "3.11", "95". */
const VERSION = /^\d+(?:\.\d+)*$/;

/**
 * "Fortran 95 compiler", "the Qt 6 library", "Java 17 runtime": a version number and a software noun
 * right after a run name the software, as the noun alone does. Reads two tokens.
 */
export function versionedSoftware(tokens: readonly Token[], after: number): boolean {
  const version = tokens[after];
  const head = tokens[after + 1];
  if (version === undefined || head === undefined || !version.joinedToPrevious || !head.joinedToPrevious) return false;
  return VERSION.test(version.text) && head.lowerCase && SOFTWARE_HEADS.has(head.key);
}

/**
 * The words a text itself shows to be software: a capitalised word right before a software noun,
 * with or without a version number between ("Coq plugin", "Fortran toolkit", "Fortran 95
 * compiler"). Masking replaces every occurrence of a name, so the same word elsewhere in the text
 * with no cue ("dependencies between Coq objects") is the software too. A given name is never
 * taken so (`isGiven`). One pass, a few look-ups per token.
 */
export function softwareWords(tokens: readonly Token[], isGiven: (t: Token) => boolean): ReadonlySet<string> {
  const words = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // A given name stays a person elsewhere: a software noun after it may be a verb ("Amara logs out").
    if (!t.capitalized || t.caseless || t.possessive || !next.joinedToPrevious || isGiven(t)) continue;
    // "Amara hashes the passwords": a noun followed by its object is a verb.
    const then = tokens[i + 2];
    if (then !== undefined && then.joinedToPrevious && OBJECT_WORDS.has(then.key)) continue;
    if ((next.lowerCase && SOFTWARE_HEADS.has(next.key)) || versionedSoftware(tokens, i + 1)) words.add(t.key);
  }
  return words;
}

/**
 * "the Cyrus SASL API implementation", "The Mesa GL API module", "Fujifilm RAW files": a run right
 * before an acronym in capitals that is itself followed by a technology word (`isTechnical`: "API",
 * "SQL") or a software noun ("files", "module") names a technology, not a person. Reads two tokens.
 */
export function beforeTechnicalAcronym(tokens: readonly Token[], after: number, isTechnical: (t: Token) => boolean): boolean {
  const acronym = tokens[after];
  const then = tokens[after + 1];
  if (acronym === undefined || then === undefined || !acronym.joinedToPrevious || !then.joinedToPrevious) return false;
  if (!acronym.allCaps || acronym.caseless || acronym.key.length < 2 || acronym.key.length > 6 || acronym.hasDigit) return false;
  return SOFTWARE_HEADS.has(then.key) || isTechnical(then);
}

/**
 * Nouns of a technical artefact that an acronym right before them names: a library, a standard, a
 * format or a mode of operation ("the SDL 2 library", "ECB mode", "network UPS tools", "the DAPL
 * libraries", "the GSK 4 bindings"). A body's acronym is followed by what a body has or does ("the
 * SEC filing", "the NHS app", "IBM announced"), none of these.
 */
const ACRONYM_TECHNOLOGY_HEADS: ReadonlySet<string> = new Set([
  'library', 'libraries', 'bindings', 'binding', 'toolkit', 'tools', 'mode', 'modes', 'driver', 'drivers', 'protocol', 'protocols',
  'format', 'formats', 'files', 'headers', 'module', 'modules', 'plugin', 'plugins', 'api', 'apis', 'codec', 'codecs', 'parser',
  'specification', 'spec', 'standard', 'interface', 'implementation', 'compiler', 'runtime', 'sdk', 'encoding', 'cipher',
  'algorithm', 'backend', 'frontend', 'extension', 'extensions', 'firmware', 'chipset', 'formulas', 'formula', 'syntax', 'parameters',
]);

/**
 * Whether a word in capitals names a technology by what follows it: one of the nouns above, in
 * lower case, right after it or after a version number ("SDL 2 library"). Then it is no
 * organisation, even where an organisation list holds the same letters ("ECB", "GSK", "UPS").
 * Reads two tokens.
 */
export function acronymNamesTechnology(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t.allCaps || t.caseless || t.possessive) return false;
  let k = i + 1;
  const version = tokens[k];
  if (version !== undefined && version.joinedToPrevious && /^\d+(?:\.\d+)*$/.test(version.text)) k++;
  const head = tokens[k];
  return head !== undefined && head.joinedToPrevious && head.lowerCase && ACRONYM_TECHNOLOGY_HEADS.has(head.key);
}

/**
 * "Library for YUV scaling", "a library for emacsen", "libraries for JSON": "library" followed by
 * "for" and what it is for opens the description of code, not an institution's name. A library
 * that is a body is named by what qualifies it ("British Library", "National Library for the
 * Blind") or by "of" ("Library of Congress"), so only a chain that opens on the word is read so.
 */
export function opensSoftwareLibrary(tokens: readonly Token[], first: number): boolean {
  const t = tokens[first];
  const next = tokens[first + 1];
  return (t.key === 'library' || t.key === 'libraries') && next !== undefined && next.joinedToPrevious && next.key === 'for';
}

/** Names medical conditions are called by (condition-eponyms.json, from WordNet: "Crohn", "Alzheimer", "Parkinson"). */
const CONDITION_EPONYMS: ReadonlySet<string> = new Set(conditions.eponyms);

/** Words after a possessive that own nothing: a time or a clause follows ("Parkinson's last year", "Parkinson's since 2019"). */
const OWNS_NOTHING_AFTER: ReadonlySet<string> = new Set(['last', 'since', 'until', 'because', 'when', 'now', 'today', 'yesterday', 'before', 'after', 'while']);

/**
 * "diagnosed with Parkinson's", "early signs of Alzheimer's", "Crohn's flare": a condition's
 * eponym in the possessive, alone, names the condition. Where a curated surname list also holds
 * the word ("Parkinson", "Hashimoto"), only when the possessive owns nothing after it (the end of
 * the clause, a function word, a time: "Parkinson's office" may be a person's). The caller leaves
 * out a title ("Mrs Parkinson's class"). Reads one token.
 */
export function namesCondition(tokens: readonly Token[], i: number, isSurname: boolean): boolean {
  const t = tokens[i];
  if (!t.possessive || !CONDITION_EPONYMS.has(t.key)) return false;
  if (!isSurname) return true;
  const next = tokens[i + 1];
  return next === undefined || !next.joinedToPrevious || FUNCTION_WORDS.has(next.key) || OWNS_NOTHING_AFTER.has(next.key);
}
