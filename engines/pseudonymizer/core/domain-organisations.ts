/**
 * Organisations whose name a text spells again in an e-mail address or a web address: "Ridgeline
 * Dental (bookings@ridgelinedental.com)", "see www.kestrel-analytics.io for Kestrel Analytics".
 * An organisation's domain is its name written without spaces, so a run of words that spells a
 * domain of the same text names whoever owns that domain, whatever its words mean. Mail
 * providers' domains name no one's organisation and are left out; a run that starts like a
 * person's name (a personal domain) is left to the rules for people.
 */
import type { Token } from './names/tokens';
import { FUNCTION_WORDS } from './names/word-lists';
import type { ClaimOrganisation } from './organisation-rules';

/** "info@ridgelinedental.com", "https://www.kestrel-analytics.io/": the host of an address. */
const ADDRESS = /(?:[\w.+-]+@|\b(?:https?:\/\/)?www\.|\bhttps?:\/\/)((?:[a-z0-9-]+\.)+[a-z]{2,})/gi;
/** Second-level labels under a country code ("co.uk", "com.br"): the label before them is the name. */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'edu', 'gov', 'gob', 'gouv', 'or', 'ne', 'go']);
/** Mail and hosting providers, and the domains examples use: they name no organisation of the text. */
const PROVIDERS = new Set([
  'gmail', 'googlemail', 'yahoo', 'outlook', 'hotmail', 'live', 'msn', 'icloud', 'me', 'mac', 'aol', 'proton', 'protonmail', 'gmx',
  'web', 'mail', 'yandex', 'qq', 'naver', 'orange', 'free', 'wanadoo', 'libero', 'example', 'github', 'gitlab', 'google', 'zoho',
]);
const MAX_WORDS = 4;
const MIN_LETTERS = 4;

/** The name label of each address in the text, folded: "ridgelinedental", "kestrelanalytics". */
function domainNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(ADDRESS)) {
    const labels = m[1].toLowerCase().split('.');
    let k = labels.length - 2;
    if (k > 0 && SECOND_LEVEL.has(labels[k]) && labels[labels.length - 1].length === 2) k--;
    const label = labels[k].replace(/-/g, '');
    if (label.length >= MIN_LETTERS && !PROVIDERS.has(label)) names.add(label);
  }
  return names;
}

/**
 * "Jan Kowalski <jan@kowalski.org>": a run that spells the domain but is only part of a longer run
 * of capitalised words (a surname after a given name) is someone's own domain, not a body's.
 */
function insideLongerRun(tokens: readonly Token[], first: number, last: number): boolean {
  const capital = (t: Token | undefined): boolean => t !== undefined && !t.lowerCase && !FUNCTION_WORDS.has(t.key);
  const before = tokens[first - 1];
  const after = tokens[last];
  return (tokens[first].joinedToPrevious && !tokens[first].sentenceStart && capital(before)) || (after !== undefined && after.joinedToPrevious && capital(after) && !/^[<(]/.test(after.text));
}

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * For each token, runs of one to four words written as a name's (capitalised; in lower case only
 * two words or more) are compared with the text's domain names. Texts with no address cost one
 * regular-expression scan; otherwise four joins per token, so the pass stays linear.
 */
export function domainOrganisations(text: string, tokens: readonly Token[], taken: Uint8Array, personStart: (i: number) => boolean, claim: ClaimOrganisation): void {
  if (!text.includes('@') && !/www\.|https?:\/\//i.test(text)) return;
  const names = domainNames(text);
  if (names.size === 0) return;
  for (let i = 0; i < tokens.length; i++) {
    if (taken[i] || FUNCTION_WORDS.has(tokens[i].key) || /[@/]/.test(text[tokens[i].start - 1] ?? '')) continue;
    let spelled = '';
    let hit = 0;
    for (let n = 1; n <= MAX_WORDS && i + n <= tokens.length; n++) {
      const t = tokens[i + n - 1];
      // Part of the address itself ("ridgelinedental" of "info@ridgelinedental.com") is no mention.
      if (taken[i + n - 1] || (n > 1 && !t.joinedToPrevious) || (/[@.]/.test(text[t.end] ?? '') && /\w/.test(text[t.end + 1] ?? ''))) break;
      spelled += fold(t.text);
      if (names.has(spelled) && (tokens[i].capitalized || tokens[i].allCaps || n > 1)) hit = n;
    }
    if (hit === 0 || personStart(i) || insideLongerRun(tokens, i, i + hit)) continue;
    claim(i, i + hit, tokens[i + hit - 1].end);
    i += hit - 1;
  }
}
