/**
 * Organisations' names written in capitals inside normal-case text ("Vendor: ACME ROOFING",
 * "Customer NORDIC TIMBER reports", "GLOBAL MINING CORP shares fell"), as order systems, ledgers
 * and forms print them. Case marks them as something, not as what: acronyms and shouted phrases
 * ("PLEASE NOTE", "DO NOT REPLY") are in capitals too, so the phrase needs an organisation's head
 * word, legal form or context.
 */
import { INSTITUTION_HEADS, STRONG_COMPANY_HEADS, WEAK_COMPANY_HEADS } from './names/organisation-heads';
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, LEGAL_SUFFIXES, NOT_NAMES, ORG_AFTER, ORG_BEFORE, ORG_HEADS } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';

const MAX_WORDS = 5;
/** Words before a name that say a business follows ("Customer ACME", "Vendor: ACME", "from ACME"). */
const CUES = new Set([...ORG_BEFORE, 'customer', 'vendor', 'supplier', 'client', 'sponsor', 'partner', 'payee', 'merchant', 'carrier', 'contractor', 'landlord', 'tenant', 'shipper', 'consignee', 'from', 'with']);
/** Words inside a name between capitals ("BANK OF AMERICA", "HM REVENUE AND CUSTOMS"). */
const CONNECTORS = new Set(['of', 'and', '&', 'for']);
/** Legal forms in capitals ("CORP", "LTD", "GMBH"), without the dots: the tokens hold no dots. */
const SUFFIXES = new Set(LEGAL_SUFFIXES.filter((s) => !/\s/.test(s)).map((s) => s.replace(/[.,]/g, '').toLowerCase()).filter((s) => s.length >= 2 && !FUNCTION_WORDS.has(s)));

/** Words of grammar the function-word list lacks: "INSERT INTO", "SIGN UP", "OPT OUT" are no names. */
const GRAMMAR = new Set(['into', 'onto', 'upon', 'out', 'up', 'down', 'over', 'under', 'off', 'via', 'per', 'vs', 'all', 'any', 'none', 'every']);

const isHead = (key: string): boolean => ORG_HEADS.has(key) || STRONG_COMPANY_HEADS.has(key) || WEAK_COMPANY_HEADS.has(key) || INSTITUTION_HEADS.has(key) || SUFFIXES.has(key);

/** A word in capitals that may be part of a name: letters only, two or more, no word of grammar or jargon. */
function capitalWord(t: Token): boolean {
  return t.allCaps && !t.caseless && !t.hasDigit && t.key.length >= 2 && !FUNCTION_WORDS.has(t.key) && !GRAMMAR.has(t.key) && !HONORIFICS.has(t.key);
}

/**
 * Claims runs of two to five words in capitals (connectors such as "OF" and "&" inside) in lines
 * that are not all in capitals, when the run ends in an organisation's head word or legal form
 * ("TRIDENT MARINE SUPPLIES", "GLOBAL MINING CORP"), follows a business cue ("Vendor:", "Customer",
 * "from") or precedes what a business owns ("shares", "account"). A run all of jargon, calendar or
 * technology words ("HTTP API", "MONDAY") is none, and so is one opening with a given name
 * ("from JOHN SMITH"). One pass: each run is read once.
 */
export function capitalsInText(text: string, tokens: readonly Token[], taken: Uint8Array, isGiven: (t: Token) => boolean, claim: ClaimOrganisation): void {
  for (let i = 0; i < tokens.length; i++) {
    if (taken[i] || !capitalWord(tokens[i])) continue;
    let j = i + 1;
    let last = i + 1;
    while (j < tokens.length && j - i < MAX_WORDS + 1 && !taken[j] && tokens[j].joinedToPrevious && !tokens[j - 1].possessive) {
      const u = tokens[j];
      if (capitalWord(u)) last = ++j;
      else if (u.allCaps && !u.caseless && CONNECTORS.has(u.key)) j++;
      else if (u.key === '&') j++;
      else break;
    }
    const words = last - i;
    const run = tokens.slice(i, last);
    const start = i;
    i = last - 1;
    if (words < 2 || words > MAX_WORDS) continue;
    if (run.every((t) => NOT_NAMES.has(t.key) || CONNECTORS.has(t.key) || SUFFIXES.has(t.key))) continue;
    // "from JOHN SMITH": a given name opening the run is a person's, left to the rules for people.
    if (isGiven(run[0]) && !isHead(run[run.length - 1].key)) continue;
    const headed = isHead(run[run.length - 1].key) && words >= 2;
    const previous = start > 0 ? tokens[start - 1] : undefined;
    const gap = previous !== undefined ? text.slice(previous.end, tokens[start].start) : '';
    const cued = previous !== undefined && !previous.allCaps && /^:?[ \t]+$/.test(gap) && CUES.has(previous.key);
    const next = tokens[last];
    const owns = next !== undefined && next.joinedToPrevious && !next.allCaps && ORG_AFTER.has(next.key);
    if (headed || cued || owns) claim(start, last, run[run.length - 1].end);
  }
}
