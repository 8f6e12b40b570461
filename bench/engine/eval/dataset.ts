/**
 * Builds the evaluation set: prompts from the templates, filled with the hand-written people and
 * organizations, deterministic for a seed. Every name written into a prompt is recorded as a
 * mention with its exact span and tags (culture, prompt kind, case, name shape, form).
 */
import { ORGANIZATIONS, type EvalOrganization } from './organizations';
import { CULTURES, WORD_GIVEN_NAMES, WORD_SURNAMES, type Culture } from './people';
import { HARD_FILLS, HARD_PLAIN_TEMPLATES } from './plain-hard';
import { NAME_TEMPLATES, PLAIN_FILLS, PLAIN_TEMPLATES, type PromptKind } from './templates';
import { REAL_NAME_TEMPLATES } from './templates-real';
import { seededRandom } from '../seeded-random';

const NAMED = [...NAME_TEMPLATES, ...REAL_NAME_TEMPLATES];
const PLAIN = [...PLAIN_TEMPLATES, ...HARD_PLAIN_TEMPLATES];

/**
 * The set is split by template: prompts of even-numbered templates are the "dev" part, whose
 * misses and false masks are looked at while tuning the detector, those of odd-numbered templates
 * the "check" part, only ever scored. Both scores staying close says the rules generalise.
 */
export type Part = 'dev' | 'check';

export type Case = 'normal' | 'lower' | 'upper';

export interface Mention {
  readonly start: number;
  readonly end: number;
  readonly kind: 'person' | 'organization';
  readonly text: string;
  readonly tags: readonly string[];
}

export interface EvalPrompt {
  readonly id: string;
  readonly text: string;
  readonly kind: PromptKind;
  readonly case: Case;
  /** The tuning set's half this prompt is in; absent in sets that are never tuned on (held-out). */
  readonly part?: Part;
  /** Empty for the prompts without names. */
  readonly mentions: readonly Mention[];
}

interface Person {
  readonly given: string;
  readonly surname: string;
  readonly culture: string;
  readonly wordName: boolean;
}


const TITLES = /(?:Dr\.|Mr\.|Mrs\.|Ms\.|Prof\.)\s$/;

function shapeTags(name: string): string[] {
  const tags: string[] = [];
  if (/-/.test(name)) tags.push('shape:hyphen');
  if (/['\u2019\u02bb]/.test(name)) tags.push('shape:apostrophe');
  if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
  if (/^(?:van|von|de|del|della|dos|da|le|la|bin|binti|al|el|ní|mac|ó|te|dela)\b/i.test(name) || /\s(?:van|der|den|de|la|bin|binti|al)\s/i.test(name)) tags.push('shape:particle');
  if (/^(?:Mc|Mac)[A-Z]/.test(name)) tags.push('shape:mc');
  return tags;
}

function applyCase(s: string, c: Case): string {
  return c === 'lower' ? s.toLowerCase() : c === 'upper' ? s.toUpperCase() : s;
}

/**
 * The case of a prompt by its round (each template is used once per round), so every template,
 * and so each part of the split, has as many lower-case and ALL-CAPS prompts.
 */
function casesFor(round: number, lower: number, upper: number): Case {
  if (round === lower) return 'lower';
  if (round === upper) return 'upper';
  return 'normal';
}

export interface DatasetProps {
  /** @default 10 per template with names */
  readonly namePrompts?: number;
  /** @default 5 per template without names */
  readonly plainPrompts?: number;
  /** @default 13 */
  readonly seed?: number;
}

export function buildDataset(props: DatasetProps = {}): EvalPrompt[] {
  const random = seededRandom(props.seed ?? 13);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  let cultureTurn = 0;
  const person = (): Person => {
    // Cultures in turn, so every one of them appears several times.
    const culture: Culture = CULTURES[cultureTurn++ % CULTURES.length];
    const wordGiven = random() < 0.08;
    const wordSurname = random() < 0.08;
    return {
      given: wordGiven ? pick(WORD_GIVEN_NAMES) : pick(culture.given),
      surname: wordSurname ? pick(WORD_SURNAMES) : pick(culture.surnames),
      culture: culture.culture,
      wordName: wordGiven || wordSurname,
    };
  };

  const prompts: EvalPrompt[] = [];
  const nameCount = props.namePrompts ?? NAMED.length * 10;
  for (let i = 0; i < nameCount; i++) {
    const template = NAMED[i % NAMED.length];
    const part: Part = (i % NAMED.length) % 2 === 0 ? 'dev' : 'check';
    const c = casesFor(Math.floor(i / NAMED.length), 7, 3);
    const people = new Map<string, Person>();
    const orgs = new Map<string, EvalOrganization>();
    let text = '';
    const mentions: Mention[] = [];
    const parts = template.text.split(/\{([PGSO])(\d)([\^_]?)\}/);
    for (let p = 0; p < parts.length; p += 4) {
      text += applyCase(parts[p], c);
      if (p + 1 >= parts.length) break;
      const slot = parts[p + 1];
      const n = parts[p + 2];
      const slotCase: Case = parts[p + 3] === '^' ? 'upper' : parts[p + 3] === '_' ? 'lower' : c;
      const before = parts[p];
      const after = parts[p + 4] ?? '';
      const context: string[] = [`kind:${template.kind}`, `case:${slotCase}`];
      if (TITLES.test(before)) context.push('context:title');
      if (/^['\u2019]s\b/.test(after)) context.push('context:possessive');
      if (/["\u201c]$/.test(before)) context.push('context:quote');
      let value: string;
      let tags: string[];
      if (slot === 'O') {
        const org = orgs.get(n) ?? pick(ORGANIZATIONS);
        orgs.set(n, org);
        value = org.name;
        tags = ['entity:organization', `org:${org.shape}`, org.known ? 'org:known' : 'org:invented', ...context];
      } else {
        const who = people.get(n) ?? person();
        people.set(n, who);
        const form = slot === 'P' ? 'full' : slot === 'G' ? 'given' : 'surname';
        value = slot === 'P' ? `${who.given} ${who.surname}` : slot === 'G' ? who.given : who.surname;
        tags = ['entity:person', `culture:${who.culture}`, `form:${form}`, ...shapeTags(value), ...context];
        if (who.wordName) tags.push('shape:word-name');
      }
      const surface = applyCase(value, slotCase);
      mentions.push({ start: text.length, end: text.length + surface.length, kind: slot === 'O' ? 'organization' : 'person', text: surface, tags });
      text += surface;
    }
    prompts.push({ id: `n${i}`, text, kind: template.kind, case: c, part, mentions });
  }

  const plainCount = props.plainPrompts ?? PLAIN.length * 5;
  for (let i = 0; i < plainCount; i++) {
    const template = PLAIN[i % PLAIN.length];
    const part: Part = (i % PLAIN.length) % 2 === 0 ? 'dev' : 'check';
    const x = pick(PLAIN_FILLS.X);
    const y = pick(PLAIN_FILLS.X.filter((v) => v !== x));
    const fills: Record<string, string> = {
      X: x,
      x: x.toLowerCase(),
      Y: y,
      Z: pick(PLAIN_FILLS.X.filter((v) => v !== x && v !== y)),
      C: pick(PLAIN_FILLS.C),
      C2: pick(PLAIN_FILLS.C),
      M: pick(PLAIN_FILLS.M),
      D: pick(PLAIN_FILLS.D),
      C3: pick(PLAIN_FILLS.C),
      H: pick(HARD_FILLS.H),
      T: pick(HARD_FILLS.T),
      F: pick(HARD_FILLS.F),
      V: pick(HARD_FILLS.V),
    };
    const c = casesFor(Math.floor(i / PLAIN.length), 1, 3);
    const text = applyCase(template.text.replace(/\{(C[23]|[XxYZCMDHTFV])\}/g, (_, k: string) => fills[k]), c);
    prompts.push({ id: `p${i}`, text, kind: template.kind, case: c, part, mentions: [] });
  }
  return prompts;
}
