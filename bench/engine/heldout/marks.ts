/**
 * Turns a hand-written prompt with inline marks (`{{P/culture:Name}}`, `{{O/type:Name}}`) into
 * the evaluation shape the tuning set uses: the plain text plus each name's exact span and tags.
 * Tags follow bench/engine/eval's naming (`entity:`, `culture:`, `case:`, `shape:`, `context:`,
 * `kind:` for the prompt's shape) so both sets are read the same way.
 */
import type { Case, EvalPrompt, Mention } from '../eval/dataset';
import type { Shape, SourcePrompt } from './prompts/source';

const MARK = /\{\{([PO])\/([a-z-]+):([^{}]+?)\}\}/g;

/** Titles that must stay outside a person's mark: the detector leaves honorifics out of the name. */
const TITLE_INSIDE = /^(?:Dr|Dra|Mr|Mrs|Ms|Mme|M|Sr|Sra|Prof|Herr|Frau|Khun|Encik|Ratu)\.?\s/;
const TITLE_BEFORE = /(?:\b(?:Dr|Dra|Mr|Mrs|Ms|Mme|Mlle|Sr|Sra|Prof|St)\.|\b(?:Herr|Frau|Khun|Encik|Puan|Ratu|Sayın|Bay|Bayan|Pan|Pani|Señor|Señora|Don|Doña|Dom|Mx|Dame|Sir|Lord|Lady|Madame|Monsieur|Signora|Signor|Sheikh|Sheikha|Hajji|Pastor|Father|Sister|Ustaz|Ato|Shri|Smt|Professor|Cllr|Capt|Chief|Sri|Seu|Dona|Tita|Mama|Mbak|Oom|Bi|Eng|Lic|Dra)\.?|\bM\.)\s$/iu;
/** A legal form at the end of a company name (`GmbH`, `S.A.`, `Ltd.`). */
const LEGAL_SUFFIX =
  /\b(?:Ltd|Limited|LLC|LLP|Inc|Corp|Corporation|Co|GmbH|AG|SE|SA|S\.A|SAS|SARL|S\.p\.A|SpA|Srl|S\.r\.l|BV|B\.V|NV|N\.V|Pty|PLC|plc|AB|ASA|AS|A\/S|Oy|Oyj|KK|K\.K|Sdn Bhd|Bhd|Tbk|PT|JSC|LLP|S\.L|SL|Ltda|S\.A\.S|ApS|d\.o\.o|a\.s|s\.r\.o|Sp\. z o\.o|DAC|KG|eG|e\.V|gGmbH|Group|Holdings)\.?$/;

/** The case a piece of text is written in. */
export function caseOf(text: string): Case {
  if (!/\p{Lu}/u.test(text)) return 'lower';
  if (!/\p{Ll}/u.test(text)) return 'upper';
  return 'normal';
}

function shapeTags(name: string): string[] {
  const tags: string[] = [];
  if (/-/.test(name)) tags.push('shape:hyphen');
  if (/['\u2019\u02bb\u02bc]/.test(name)) tags.push('shape:apostrophe');
  if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
  if (/(?:^|\s)(?:van|von|der|den|de|del|della|di|du|dos|das|da|le|la|bin|binti|bint|ibn|al|el|ben|ní|nic|ó|ua|mac|te|dela|zu|ter|ten|y|i|ap|abu|ould|ag)(?:\s|-)/iu.test(name))
    tags.push('shape:particle');
  if (/^(?:al|el)-/iu.test(name) || /\s(?:al|el)-/iu.test(name)) tags.push('shape:particle');
  if (/(?:^|\s)(?:Mc|Mac)\p{Lu}/u.test(name)) tags.push('shape:mc');
  tags.push(/\s/.test(name.trim()) ? 'form:multi-word' : 'form:single-word');
  return [...new Set(tags)];
}

/** Maps the held-out shapes to the tuning set's prompt kinds; the score reads only the tags. */
function tuningKind(shape: Shape): EvalPrompt['kind'] {
  switch (shape) {
    case 'email':
    case 'chat':
    case 'meeting':
    case 'ticket':
    case 'table':
    case 'legal':
    case 'medical':
      return shape;
    case 'hr':
      return 'legal';
    default:
      return 'chat';
  }
}

/** A held-out prompt: the tuning set's shape plus its own prompt shape. */
export interface HeldoutPrompt extends EvalPrompt {
  readonly shape: Shape | 'debian-frame' | 'debian-trailer' | 'documentation';
}

/** Parses one marked prompt. Throws on a malformed mark, so a typo cannot drop a name silently. */
export function parseMarked(id: string, source: SourcePrompt): HeldoutPrompt {
  const mentions: Mention[] = [];
  let text = '';
  let last = 0;
  for (const m of source.text.matchAll(MARK)) {
    const [whole, kindLetter, label, name] = m;
    const index = m.index ?? 0;
    text += source.text.slice(last, index);
    last = index + whole.length;
    if (name !== name.trim() || name.length === 0) throw new Error(`${id}: a mark has spaces at its ends`);
    if (kindLetter === 'P' && TITLE_INSIDE.test(name)) throw new Error(`${id}: a title inside a person's mark`);
    const before = text;
    const after = source.text.slice(last);
    const tags: string[] = [`kind:${source.shape}`, `case:${caseOf(name)}`];
    if (kindLetter === 'P') {
      tags.unshift('entity:person', `culture:${label}`);
      tags.push(...shapeTags(name));
      if (TITLE_BEFORE.test(before)) tags.push('context:title');
    } else {
      tags.unshift('entity:organization', `org:${label}`);
      tags.push(LEGAL_SUFFIX.test(name) ? 'org:legal-suffix' : 'org:no-suffix');
      if (/[^\x00-\x7f]/.test(name)) tags.push('shape:diacritic');
    }
    if (/^['\u2019]s?\b/.test(after)) tags.push('context:possessive');
    if (/["\u201c\u00ab\u201e]\s?$/.test(before)) tags.push('context:quote');
    mentions.push({ start: text.length, end: text.length + name.length, kind: kindLetter === 'P' ? 'person' : 'organization', text: name, tags });
    text += name;
  }
  text += source.text.slice(last);
  if (/\{\{|\}\}/.test(text)) throw new Error(`${id}: a malformed mark is left in the text`);
  return { id, text, kind: tuningKind(source.shape), case: caseOf(text), mentions, shape: source.shape };
}

/**
 * Words of a marked name that occur again in the same prompt outside any mark: usually a second
 * mention the writer forgot to mark. Used when writing the set (`--lint`), not when scoring.
 */
export function unmarkedRepeats(p: HeldoutPrompt): string[] {
  const found: string[] = [];
  const inMention = (i: number): boolean => p.mentions.some((m) => m.start <= i && i < m.end);
  const words = new Set(p.mentions.flatMap((m) => m.text.split(/[\s-]+/u)).filter((w) => /^\p{Lu}/u.test(w) && w.length > 2));
  for (const w of words) {
    const re = new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'giu');
    for (const m of p.text.matchAll(re)) if (!inMention(m.index ?? 0)) found.push(w);
  }
  return [...new Set(found)];
}
