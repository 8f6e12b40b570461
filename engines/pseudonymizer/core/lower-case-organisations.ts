import type { Token } from './names/tokens';
import type { ClaimOrganisation, WordKnowledge } from './organisation-rules';

/** Words right before a name that say one follows ("i work at", "called", "switch to"). */
const CUES = new Set(['at', 'from', 'with', 'for', 'to', 'by', 'joined', 'join', 'called', 'call', 'via', 'and', 'or', 'vs', 'contacted', 'emailed', 'left', 'leaving', 'quit']);
/** Before one word, "the" and "on" cue a name too ("timeout on the twilio callback"). */
const ONE_WORD_CUES = new Set([...CUES, 'the', 'on']);

/**
 * Words before "at" or "for" that make what follows an employer ("works at", "job at", "interned
 * at", "engineer at"), and before "with" or "from" the firm that interviews or hires.
 */
const EMPLOYED = new Set(['work', 'works', 'working', 'worked', 'job', 'jobs', 'intern', 'interned', 'internship', 'employed', 'engineer', 'developer', 'designer', 'analyst', 'manager', 'consultant']);
const HIRING = new Set(['interview', 'interviews', 'interviewing', 'interviewed', 'offer', 'recruiter']);
/**
 * What may follow such an employer: the sentence goes on, the name is done ("works at target now",
 * "joined apple in 2019"). A noun there makes the word part of a thing: "work for visa applicants".
 */
const AFTER_EMPLOYER = new Set(['now', 'since', 'as', 'in', 'on', 'and', 'but', 'for', 'until', 'till', 'today', 'tomorrow', 'yesterday', 'at', 'then', 'again', 'too', 'anymore', 'already', 'last', 'next', 'this', 'after', 'before', 'so', 'because', 'which', 'where', 'with', 'lol', 'back', 'full', 'part']);
/** Verbs whose object is an employer: "joined apple", "quit google", "just left google after six years". */
const EMPLOYER_VERBS = new Set(['joined', 'joining', 'quit', 'left', 'leaving']);

/** What the rule needs of the lexicon: its organisations, keyed by folded words joined by one space. */
export interface KnownOrganisations {
  readonly organizations: ReadonlySet<string>;
  readonly maxOrganizationWords: number;
  /** Every run of leading words of a multi-word organisation: the look-up stops where none opens. */
  readonly phrasePrefixes: ReadonlySet<string>;
  /** One-word organisations of the generated, uncurated list only: too many are words of some language. */
  readonly uncuratedOrganizationWords: ReadonlySet<string>;
}

/**
 * Known organisations written in lower case inside text that is otherwise in normal case ("i work
 * at deutsche bank in Frankfurt", "Failed webhook from twilio", "called bbva yesterday"), where
 * case no longer marks a name (lines all in one case are read by the phrase look-up already).
 * The longest entry of the list starting at a lower-case word is taken when:
 *
 * - it has two words or more and one of them is no ordinary word ("deutsche bank", not "national
 *   trust"), or a cue stands before it ("at save the children");
 * - it is one word that is no ordinary word or given name of any language the lexicon knows, at
 *   least three letters long, after an English cue ("at", "from", "the"), not glued to code
 *   ("on the twilio callback", not `twilio.messages`);
 * - it is one word of the curated lists, an ordinary word or not, in an employer's slot ("works at
 *   amazon", "joined apple", "interviewing with google") with no noun after it; this holds in a
 *   line all in lower case too, where the phrase look-up reads no such word alone.
 *
 * Each start reads at most the list's longest entry in words, so the pass stays linear.
 */
export function lowerCaseKnownOrganisations(text: string, tokens: readonly Token[], taken: Uint8Array, known: KnownOrganisations, words: WordKnowledge, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (taken[i] || !t.lowerCase || t.hasDigit || t.possessive) continue;
    let key = '';
    let hit = 0;
    for (let n = 1; n <= known.maxOrganizationWords && i + n <= tokens.length; n++) {
      const u = tokens[i + n - 1];
      if (taken[i + n - 1] || !u.lowerCase || (n > 1 && (!u.joinedToPrevious || tokens[i + n - 2].possessive))) break;
      key = n === 1 ? u.key : `${key} ${u.key}`;
      if (known.organizations.has(key)) hit = n;
      if (!known.phrasePrefixes.has(key)) break;
    }
    // A line all in lower case is read by the phrase look-up already, save an employer's slot.
    if (hit === 0 || (t.caseless && hit > 1)) continue;
    const before = i > 0 && t.joinedToPrevious ? tokens[i - 1].key : '';
    const cued = CUES.has(before);
    let plain = false;
    for (let k = i; k < i + hit; k++) if (!words.isCommon(tokens[k]) && !words.isGiven(tokens[k])) plain = true;
    const last = tokens[i + hit - 1];
    if (hit === 1) {
      // "works at amazon", "joined apple", "interviewing with stripe": a firm of the curated lists
      // whose name is also an English word, where only an employer goes.
      const next = tokens[i + 1];
      const ends = next === undefined || !next.joinedToPrevious || AFTER_EMPLOYER.has(next.key);
      const employer = ends && !known.uncuratedOrganizationWords.has(t.key) && employerSlot(tokens, i);
      // A word of another language ("een deel van") is no name without an English cue.
      if (!(employer || (plain && ONE_WORD_CUES.has(before) && !t.caseless)) || t.key.length < 3 || gluedToCode(text, t.start, last.end)) continue;
    } else if (!plain && !cued) continue;
    claim(i, i + hit, last.end);
    i += hit - 1;
  }
}

/** The word before is an employer's slot: "works at", "job at", "interviewing with", "offer from", "joined". */
function employerSlot(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (i === 0 || !t.joinedToPrevious) return false;
  const before = tokens[i - 1];
  if (!before.lowerCase) return false;
  if (EMPLOYER_VERBS.has(before.key)) return true;
  const verb = i > 1 && before.joinedToPrevious ? tokens[i - 2].key : '';
  if (before.key === 'at' || before.key === 'for') return EMPLOYED.has(verb);
  return (before.key === 'with' || before.key === 'from') && HIRING.has(verb);
}

/** A word written as part of code: a dot, slash, underscore, bracket or quote touches it. */
function gluedToCode(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1] : ' ';
  const after = end < text.length ? text[end] : ' ';
  return /[._/\\@#$<>=`'"[{(:*-]/.test(before) || /[._/\\@<>=`'"([{:*-]/.test(after) && !/^[.:]\s|^[.:]$/.test(text.slice(end, end + 2));
}
