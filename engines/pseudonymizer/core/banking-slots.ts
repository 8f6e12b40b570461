/**
 * Banks in the slots banking talk puts them in: "I bank with Halifax", "my account with Halifax
 * was frozen", "a mortgage at Santander". Many banks carry a town's name, which the other rules
 * leave alone as a place; the slot says a bank is meant. "my Halifax account" is left out: "my
 * London account manager" has the same shape.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS, HONORIFICS, NOT_NAMES } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';
import { wordSet } from './names/word-set';

const words = wordSet;

/** "bank with", "banking with": the verb whose complement is a bank. */
const BANKING_VERBS = words('bank banks banked banking');
/** What a customer holds at a bank, before "with" or "at" and its name: "my account with Halifax". */
const BANK_PRODUCTS = words('account accounts mortgage mortgages loan loans overdraft savings');
const AT_BANK = words('with at');
const MAX_WORDS = 3;

export interface BankingKnowledge {
  isCommon(t: Token): boolean;
}

const nameWord = (t: Token, know: BankingKnowledge): boolean =>
  t.capitalized && !t.innerCaps && !t.hasDigit && !t.caseless && !FUNCTION_WORDS.has(t.key) && !HONORIFICS.has(t.key) && !NOT_NAMES.has(t.key) && !know.isCommon(t);

/** Capitalised words from `first`, at most three, each no dictionary word; answers the token after them. */
function run(tokens: readonly Token[], taken: Uint8Array, first: number, know: BankingKnowledge): number {
  let end = first;
  while (end < tokens.length && end - first < MAX_WORDS && !taken[end] && (end === first || tokens[end].joinedToPrevious) && nameWord(tokens[end], know)) end++;
  return end;
}

/** "bank with Halifax", "an account with Halifax", "a mortgage at Santander": each token starts at most one run. */
export function bankingSlots(tokens: readonly Token[], taken: Uint8Array, know: BankingKnowledge, claim: ClaimOrganisation): void {
  for (let i = 2; i < tokens.length; i++) {
    if (taken[i] || !tokens[i].joinedToPrevious) continue;
    const prev = tokens[i - 1];
    const cue = tokens[i - 2];
    if (!AT_BANK.has(prev.key) || !prev.lowerCase || !prev.joinedToPrevious || !cue.lowerCase) continue;
    if (!(prev.key === 'with' && BANKING_VERBS.has(cue.key)) && !BANK_PRODUCTS.has(cue.key)) continue;
    const end = run(tokens, taken, i, know);
    if (end === i) continue;
    claim(i, end, tokens[end - 1].end);
    i = end - 1;
  }
}
