/**
 * Cues of other languages that say the word next to them is a person: a verb of speech after it
 * ("Íñigo dijo", "Amélie a dit", "Jürgen hat gesagt", "Bartosz powiedział"), a West Slavic title in
 * any of its cases before it ("z panem Wójcikiem", "do pani Krystyny"). English has its own ("said", "Mr"); in a
 * translated or mixed-language prompt these are what stands around the name instead. Each cue is
 * one or two words next to the name, so reading them keeps the detector linear.
 */
import { foldKey } from './names/lexicon';
import type { Token } from './names/tokens';
import { caseOfName } from './names/name-cases';

const folded = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/).map(foldKey));

/**
 * Verbs of speech and writing that follow their speaker in one word: Spanish, Portuguese,
 * French, Italian, German, Dutch, Polish and Turkish. Words that are also English ("dice") or
 * that follow nouns as often as people ("meint", "zegt") are left out.
 */
const SPEECH_VERBS = folded(`
  dijo comentó escribió explicó preguntó respondió contestó
  disse falou escreveu perguntou explicou respondeu
  répond répondit écrivit demanda expliqua
  disse scrisse chiese rispose spiegò
  sagte schrieb fragte antwortete erklärte
  zei schreef vroeg antwoordde
  powiedział powiedziała napisał napisała zapytał zapytała odpisał odpisała
  dedi söyledi yazdı sordu
`);

/**
 * Prepositions of other languages that name the doer of a passive verb, as English "by" does:
 * "wurde von Helge Kreutzmann erstellt", "créée par Jade Alglave", "geschreven door Jos Boersema",
 * "napisany przez Marka Lorda". Their "of" ("de", "di", "da", "van") is left out: it takes things
 * as often as people. "von", "par", "por", "door" and "przez" take things too ("von Dateien",
 * "par défaut"), but two capitalised words after them, neither a frequent word of that language,
 * are a person's name: a noun there is one word or has its article.
 */
export const OTHER_LANGUAGE_AGENTS = folded('von durch par por przez door av af');

/** Auxiliaries whose participle of speech follows: French "a", German "hat", Italian and Spanish "ha", Dutch "heeft". */
const AUXILIARIES = folded('a hat ha heeft');

/** The participles of speech those auxiliaries take: "a dit", "hat gesagt", "ha detto", "ha dicho", "heeft gezegd". */
const PARTICIPLES = folded(`
  dit écrit répondu demandé expliqué confirmé
  gesagt geschrieben gefragt geantwortet erklärt bestätigt
  detto scritto chiesto risposto spiegato confermato
  dicho escrito preguntado respondido explicado confirmado
  gezegd geschreven gevraagd geantwoord bevestigd
`);

/**
 * German participles of calling: "hat Dörte angerufen". Those of speech and writing take a bare
 * object as often ("hat Bescheid gesagt", "hat Briefe geschrieben"), and so do "abgesagt",
 * "zugesagt" ("hat Termine abgesagt").
 */
const GERMAN_CALL_PARTICIPLES = folded('angerufen zurückgerufen');

/**
 * Whether one word stands between German "hat" and a participle of calling: "Heute hat Dörte
 * angerufen". A noun there needs its article ("hat der Kunde angerufen"), so a bare capitalised
 * word in that slot names someone.
 */
export function invertedGermanSpeaker(tokens: readonly Token[], first: number, last: number): boolean {
  const aux = tokens[first - 1];
  const participle = tokens[last];
  if (last - first !== 1 || aux === undefined || aux.key !== 'hat' || !aux.lowerCase || !tokens[first].joinedToPrevious) return false;
  if (participle === undefined || !participle.joinedToPrevious || !participle.lowerCase) return false;
  return GERMAN_CALL_PARTICIPLES.has(participle.key);
}

/**
 * "pan", "pani", "panem", "panią", "pana", "panu", "panie": the Polish (and Czech, Slovak) title
 * in its cases; the name after it takes the same case ("z panem Wójcikiem", "do pani Krystyny"),
 * so no name list holds that form. Only in lower case or opening a sentence: "Pan" inside a
 * sentence is a surname ("Pan Wei") or a name ("Pan Am").
 */
const SLAVIC_TITLES = folded('pan pana panu panem panie pani panią paní panowie państwo');

/**
 * Subject pronouns, which open a sentence before a verb of speech as often as names do and which
 * some name lists hold ("Ela escreveu", "Elle a dit", "Lei ha detto", "On powiedział").
 */
const SUBJECT_PRONOUNS = folded(`
  ela ele elas eles elle il elles ils on er sie es wir ihr ella él ellos ellas usted ustedes
  lei lui egli ella essa esso loro noi voi hij zij ze wij jullie ona ono oni one my wy o onlar biz siz
`);

/**
 * Whether the words right after the run `first`..`last` are another language's verb of speech,
 * alone or after its auxiliary, and the run is one word or more that is no subject pronoun.
 */
export function speechAfter(tokens: readonly Token[], first: number, last: number): boolean {
  if (last - first === 1 && SUBJECT_PRONOUNS.has(tokens[first].key)) return false;
  const verb = tokens[last];
  if (verb === undefined || !verb.joinedToPrevious || !verb.lowerCase) return false;
  if (SPEECH_VERBS.has(verb.key)) return true;
  const participle = tokens[last + 1];
  return AUXILIARIES.has(verb.key) && participle !== undefined && participle.joinedToPrevious && participle.lowerCase && PARTICIPLES.has(participle.key);
}

/** Whether `before` is a West Slavic title of the name right after it ("panem Wójcikiem", "Pani Elżbieta"). */
export function slavicTitle(before: Token | undefined, head: Token): boolean {
  return before !== undefined && head.joinedToPrevious && (before.lowerCase || before.sentenceStart) && SLAVIC_TITLES.has(before.key);
}

/**
 * Vietnamese titles and kinship terms of address before a name ("chị Mai", "Ông Trần Quốc Bảo",
 * "thầy Hùng"): Mr, Mrs, elder sister, Miss, uncle, teacher ... Each has a mark its folded key
 * loses ("chị" is no Italian "chi", "bà" no "ba"), so they are read as written. "anh" (elder
 * brother) and "em" are left out: the one is a frequent given name, the other Portuguese "in".
 */
const VIETNAMESE_TITLES = new Set(['ông', 'bà', 'chị', 'cô', 'chú', 'bác', 'thầy', 'cậu', 'dì', 'ngài']);

/** Whether a word is a Vietnamese title of address, as written. */
export function vietnameseTitle(t: Token | undefined): boolean {
  if (t === undefined || t.text.length > 5 || /^[\x00-\x7f]*$/.test(t.text)) return false;
  return VIETNAMESE_TITLES.has(t.text.normalize('NFC').toLowerCase());
}

/**
 * Whether the run's first word is such a title opening its sentence before a given name ("Pani
 * Bożena dzwoniła"): the title stays readable, outside the name, as "Frau" and "Mme" do.
 */
export function opensWithSlavicTitle(tokens: readonly Token[], first: number, isGiven: (t: Token) => boolean): boolean {
  const title = tokens[first];
  const name = tokens[first + 1];
  // "Pan Wei": "Pan" opening a sentence is as often a Chinese family name, and stays in the name.
  return title.sentenceStart && title.capitalized && title.key !== 'pan' && SLAVIC_TITLES.has(title.key) && name !== undefined && name.joinedToPrevious && isGiven(name);
}

/** Italian titles written with their ending after a full stop: "Sig.ra", "Sig.na", "Dott.ssa", "Avv.ta". */
const TITLE_ENDING = /(?:^|[^\p{L}])(?:sig|dott|prof|avv|ing|geom)\.(?:ra|na|ssa|ta)$/iu;

/** Whether `before` is the ending of such a title ("ra" of "Sig.ra") right before the name. */
export function abbreviatedTitle(text: string, before: Token | undefined, head: Token): boolean {
  return before !== undefined && head.joinedToPrevious && TITLE_ENDING.test(text.slice(Math.max(0, before.end - 10), before.end));
}

/** What the lower-case speaker rule needs to know of a word. */
export interface SpeakerKnowledge {
  isGiven(t: Token): boolean;
  isCommon(t: Token): boolean;
  nameShape(t: Token): number;
}

/**
 * Whether the lower-case word at `i` is a given name right before another language's verb of
 * speech ("maría dijo que no viene", "sanne zei dat het klaar is"); a given name that is an
 * ordinary word too must read as a name, and a subject pronoun is none ("ele disse").
 */
export function lowerCaseSpeaker(tokens: readonly Token[], i: number, know: SpeakerKnowledge): boolean {
  const t = tokens[i];
  // The verb after is read first: it is the rare part.
  if (!speechAfter(tokens, i, i + 1)) return false;
  if (!t.lowerCase || t.hasDigit || t.key.length < 3 || !LOWER_NAME.test(t.text) || !know.isGiven(t)) return false;
  return !know.isCommon(t) || know.nameShape(t) > 0;
}

/**
 * Verbs of asking, telling and contacting in the second person, whose object is a person: German
 * "frag", Spanish "pregunta", Portuguese "fala", French "demande", Italian "chiedi", Dutch "vraag",
 * Polish "zapytaj", "napisz", "zadzwoń". Words that are English too ("mail", "sag", "dis") or
 * nouns of their own language ("liga", "domanda") are left out: "mail server" names no one.
 */
const CONTACT_VERBS = folded(`
  frag frage fragt schreib
  pregunta pregúntale pregunte dile escríbele
  pergunta pergunte fala fale avisa avise
  demande demandez dites écris appelle
  chiedi chieda scrivi chiama
  vraag
  zapytaj napisz zadzwoń powiedz
`);

/**
 * Small words between such a verb and the person: prepositions ("a", "à", "do", "aan", "com"),
 * Portuguese and Catalan articles before a given name ("o thiago"), and particles ("frag mal",
 * "vraag het even aan").
 */
const CONTACT_LINKS = folded('a al ao à alla do aan com con o mal het even bei');

/** How many small words may stand between the verb and the person. */
const MAX_LINKS = 3;

/** What the rule needs to know of a lower-case word. */
export interface ContactKnowledge {
  isGiven(t: Token): boolean;
  isCommon(t: Token): boolean;
  isExcluded(t: Token): boolean;
  /** How name-like the word's letters are (name-shape.ts): above 0 more a name's than a word's. */
  nameShape(t: Token): number;
}

const LOWER_NAME = /^\p{Ll}[\p{Ll}\p{M}'\u2019-]*$/u;

/**
 * Whether the lower-case word at `i` is the person another language's verb of asking or
 * contacting addresses ("frag mal jörg", "pregunta a maría", "fala com o thiago", "vraag het even
 * aan pieter"): the verb, up to three small words, then a given name of the curated lexicon.
 */
export function contactedInOtherLanguage(tokens: readonly Token[], i: number, know: ContactKnowledge): boolean {
  const t = tokens[i];
  // The word before is read first: most words have neither a verb nor a small word before them.
  const previous = tokens[i - 1];
  if (previous === undefined || !(CONTACT_VERBS.has(previous.key) || CONTACT_LINKS.has(previous.key))) return false;
  if (!t.lowerCase || t.hasDigit || t.key.length < 3 || !LOWER_NAME.test(t.text) || know.isExcluded(t)) return false;
  // "frag mal", "vraag het even": the small words themselves are no one, whatever a name list says.
  if (CONTACT_LINKS.has(t.key)) return false;
  // Surnames and the larger list hold too many words of these languages ("cada", "kurz"); a given
  // name that is an ordinary word too must read as a name ("maría", not "server").
  if (!know.isGiven(t) || (know.isCommon(t) && know.nameShape(t) <= 0)) return false;
  let k = i;
  for (let links = 0; links <= MAX_LINKS; links++) {
    const previous = tokens[k - 1];
    if (previous === undefined || !tokens[k].joinedToPrevious || !previous.lowerCase) return false;
    if (CONTACT_VERBS.has(previous.key)) return true;
    if (!CONTACT_LINKS.has(previous.key)) return false;
    k--;
  }
  return false;
}

/** How far before and after a word a signature line is read. */
const SIGNATURE_REACH = 40;

/**
 * Whether the word at `i` is alone on its line right after a line that ends with a comma: the
 * writer's name under a sign-off ("Bien à vous,\nCamille", "Abraços,\nInês"), whatever the
 * sign-off's language. Reads a few characters either side only.
 */
export function signsOff(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = text.slice(Math.max(0, t.start - SIGNATURE_REACH), t.start);
  if (!/,[ \t]*\r?\n[ \t]*$/.test(before)) return false;
  const rest = text.slice(t.end, t.end + SIGNATURE_REACH);
  return /^[ \t]*(?:\r?\n|$)/.test(rest);
}

/**
 * Polish case endings of names and the base form each comes from, on folded keys (where "ą" and
 * "ę" are already "a" and "e", so "Anną" and "Annę" read as "anna", "anne"): instrumental
 * "Tomaszem", "Wójcikiem", dative "Tomaszowi", genitive "Krystyny", "Kasi", "Marii", and the
 * adjectival surnames "Kowalskiego", "Kowalskiemu", "Kowalskim", "Kowalskiej". Each pair is
 * [ending, what replaces it].
 */
const SURNAME_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['skiego', 'ski'], ['skiemu', 'ski'], ['skim', 'ski'], ['skiej', 'ska'],
  ['ckiego', 'cki'], ['ckiemu', 'cki'], ['ckim', 'cki'], ['ckiej', 'cka'],
  ['dzkiego', 'dzki'], ['dzkiej', 'dzka'],
];
const MASCULINE_ENDINGS: ReadonlyArray<readonly [string, string]> = [['iem', ''], ['em', ''], ['owi', '']];
const FEMININE_ENDINGS: ReadonlyArray<readonly [string, string]> = [['ii', 'ia'], ['y', 'a'], ['i', 'ia']];
/** The genitive and accusative of masculine given names: "Tomasza", "Piotra". */
const MASCULINE_GENITIVE: readonly [string, string] = ['a', ''];
/** The shortest base form an ending is stripped to: "Salem" is no "Sal" in the instrumental. */
const MIN_BASE = 4;

/** What the inflection rule needs to know of a base form. */
export interface InflectionKnowledge {
  isGivenKey(key: string): boolean;
  isSurnameKey(key: string): boolean;
}

/**
 * Whether a folded word no list holds is a listed given name or surname in one of its Polish
 * cases, or of its Russian, Ukrainian, Bulgarian or Greek ones (names/name-cases.ts). The Polish
 * masculine genitive ("Tomasza") counts for given names only: "-a" ends too many words of other
 * languages whose stem is a surname.
 */
export function inflectedName(key: string, know: InflectionKnowledge): boolean {
  if (caseOfName(key, (base) => know.isGivenKey(base) || know.isSurnameKey(base))) return true;
  const base = (ending: string, replacement: string): string | undefined =>
    key.endsWith(ending) && key.length - ending.length >= MIN_BASE - replacement.length ? key.slice(0, key.length - ending.length) + replacement : undefined;
  for (const [ending, replacement] of SURNAME_ENDINGS) {
    const b = base(ending, replacement);
    if (b !== undefined) return know.isSurnameKey(b);
  }
  for (const [ending, replacement] of MASCULINE_ENDINGS) {
    const b = base(ending, replacement);
    if (b !== undefined && b.length >= MIN_BASE && (know.isGivenKey(b) || know.isSurnameKey(b))) return true;
  }
  for (const [ending, replacement] of FEMININE_ENDINGS) {
    const b = base(ending, replacement);
    if (b !== undefined && b.length >= MIN_BASE && know.isGivenKey(b)) return true;
  }
  const b = base(...MASCULINE_GENITIVE);
  return b !== undefined && b.length >= MIN_BASE && know.isGivenKey(b);
}
