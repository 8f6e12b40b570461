/**
 * Acronyms a text defines for an organisation it names: "the Agência Nacional de Transportes
 * Terrestres (ANTT)", "the National Disaster Management Authority (NDMA)", or the other way round,
 * "SNSF (Swiss National Science Foundation)". Writers define an acronym once and then use it bare
 * ("Notices to ANTT shall ..."); the acronym is reported with the name, and masking replaces every
 * occurrence of a reported name, so the bare uses are masked too. Only brackets right against a
 * name already found count: "the Quality Assurance Plan (QAP)" names no organisation, and neither
 * does its acronym.
 */
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
