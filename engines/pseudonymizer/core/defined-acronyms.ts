/**
 * Acronyms a text defines for an organisation it names: "the Agência Nacional de Transportes
 * Terrestres (ANTT)", "the National Disaster Management Authority (NDMA)", or the other way round,
 * "SNSF (Swiss National Science Foundation)". Writers define an acronym once and then use it bare
 * ("Notices to ANTT shall ..."); the acronym is reported with the name, and masking replaces every
 * occurrence of a reported name, so the bare uses are masked too. Only brackets right against a
 * name already found count: "the Quality Assurance Plan (QAP)" names no organisation, and neither
 * does its acronym.
 */
import { INSTITUTION_CONNECTORS, INSTITUTIONS, WEAK_INSTITUTIONS } from './names/institutions';
import type { Token } from './names/tokens';
import type { ClaimOrganisation } from './organisation-rules';

/** An acronym as organisations write theirs: "ANTT", "NamRA", "CNPq", "COFECE"; two capitals at least. */
const ACRONYM = /^\p{Lu}[\p{Lu}\p{Ll}]{1,9}$/u;
const OPEN = /^[ \t]*\([ \t]*$/;
const CLOSE = /^[ \t]*\)/;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `t` is shaped like an acronym: mostly capitals, letters only. */
function acronymShape(t: Token): boolean {
  if (t.hasDigit || !ACRONYM.test(t.text)) return false;
  const upper = t.text.replace(/\P{Lu}/gu, '').length;
  return upper >= 2 && upper * 2 >= t.text.length;
}

/**
 * Whether the acronym may stand for the name: its first letter opens one of the name's words
 * ("Malawi Energy Regulatory Authority" for "MERA", "Comisión Federal de Competencia Económica"
 * for "COFECE"). Translated acronyms keep their order less often than their first letter.
 */
function standsFor(acronym: Token, tokens: readonly Token[], first: number, last: number): boolean {
  const initial = fold(acronym.text[0]);
  for (let k = first; k < last; k++) if (fold(tokens[k].text[0]) === initial) return true;
  return false;
}

/**
 * For each organisation found ([first, last) token ranges in `organisations`), an acronym in
 * brackets right after it, or right before brackets that hold exactly it. One look at the tokens
 * next to each organisation, so the pass is linear in the names found.
 */
export function definedAcronyms(
  text: string,
  tokens: readonly Token[],
  taken: Uint8Array,
  organisations: ReadonlyArray<{ readonly first: number; readonly last: number }>,
  claim: ClaimOrganisation,
): void {
  for (const { first, last } of organisations) {
    const after = tokens[last];
    if (after && taken[last] !== 1 && acronymShape(after) && OPEN.test(text.slice(tokens[last - 1].end, after.start)) && CLOSE.test(text.slice(after.end)) && standsFor(after, tokens, first, last)) {
      claim(last, last + 1, after.end);
      continue;
    }
    const before = tokens[first - 1];
    if (
      before &&
      taken[first - 1] !== 1 &&
      acronymShape(before) &&
      OPEN.test(text.slice(before.end, tokens[first].start)) &&
      CLOSE.test(text.slice(tokens[last - 1].end)) &&
      standsFor(before, tokens, first, last)
    ) {
      claim(first - 1, first, before.end);
    }
  }
}

/** An acronym spelled in capitals only, as a body's initials are: "FSA", "NDMA". */
const INITIALS = /^[A-Z]{2,8}$/;

/**
 * "the Food Standards Agency (FSA)", "the Trusteeship Council (TC)": capitalised words ending in an
 * institution head, right before brackets that hold exactly their initials, name a body even where
 * every word is an ordinary one, and the acronym is reported with it. The initials are read from
 * the head backwards, lower-case connectors ("of", "and", "de") skipped, so the name starts where
 * the acronym's first letter is spelled. Weak heads ("Service", "Network", "Group") are left out,
 * as technical terms are defined so too ("Key Management Service (KMS)", "Virtual Private Network
 * (VPN)"), and so is an authority of two words ("Certificate Authority (CA)"). Each acronym reads
 * back at most twice its length in words, so the pass stays linear.
 */
export function acronymDefinedBodies(text: string, tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let a = 2; a < tokens.length; a++) {
    const acronym = tokens[a];
    const head = tokens[a - 1];
    if (taken[a] || !INITIALS.test(acronym.text) || !OPEN.test(text.slice(head.end, acronym.start)) || !CLOSE.test(text.slice(acronym.end))) continue;
    if (taken[a - 1] || !head.capitalized || !INSTITUTIONS.has(head.key) || WEAK_INSTITUTIONS.has(head.key)) continue;
    const letters = acronym.text;
    let k = a - 1;
    let matched = 0;
    let first = -1;
    while (k >= 0 && a - 1 - k < letters.length * 2 && !taken[k]) {
      const t = tokens[k];
      if (t.capitalized && !t.caseless) {
        if (t.text[0] !== letters[letters.length - 1 - matched]) break;
        matched++;
        if (matched === letters.length) {
          first = k;
          break;
        }
      } else if (!(t.lowerCase && (INSTITUTION_CONNECTORS.has(t.key) || t.key === 'and'))) break;
      if (!t.joinedToPrevious) break;
      k--;
    }
    if (first < 0 || a - first < 2 || (head.key === 'authority' && a - first < 3)) continue;
    claim(first, a, head.end);
    claim(a, a + 1, acronym.end);
  }
}
