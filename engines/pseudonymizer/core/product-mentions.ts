/**
 * A well-known company's name that names what the company sells, not the company: "Google
 * Sheets", "Apple Pay", "the Salesforce sync", "the Okta migration", "works with Spotify". Users
 * write such product mentions in tickets and chat that hold no one's name; masking them only
 * damages the prompt. The company itself ("Spotify announced", "works at Salesforce") stays a name.
 */
import type { Token } from './names/tokens';
import { listedWithThing, TOOL_VERBS } from './thing-contexts';

/**
 * Lower-case nouns for a piece of a software product or its use, after a company's name:
 * "Salesforce sync", "Zendesk macros", "Shopify integration". None of them follows a company
 * the user deals with as a body (an account, an invoice, a contract stays the company's).
 */
const PRODUCT_PARTS: ReadonlySet<string> = new Set([
  'sync', 'syncs', 'integration', 'integrations', 'migration', 'macro', 'macros', 'automation', 'automations', 'playlist',
  'playlists', 'login', 'sso', 'workspace', 'workspaces', 'tenant', 'instance', 'connector', 'connectors', 'webhook',
  'webhooks', 'plugin', 'plugins', 'extension', 'runner', 'runners', 'pipeline', 'pipelines', 'notifications', 'widget',
  'sdk', 'cli', 'dashboard', 'dashboards', 'calendar', 'sheet', 'sheets', 'doc', 'docs', 'drive',
]);

/**
 * Verbs after a name that only a body does, not a product: "Spotify announced", "Shopify laid off".
 * A product "crashes" or "syncs"; a company "announces", "hires" and "is fined".
 */
export const COMPANY_ACTS: ReadonlySet<string> = new Set([
  'announced', 'announces', 'announce', 'reported', 'reports', 'hired', 'hires', 'fired', 'laid', 'lays', 'raised', 'raises',
  'sued', 'sues', 'fined', 'settled', 'settles', 'bought', 'buys', 'sold', 'sells', 'employs', 'employed', 'confirmed',
  'confirms', 'denied', 'denies', 'posted', 'posts', 'reached', 'agreed', 'plans', 'planned', 'expects', 'expected',
  'invested', 'invests', 'appointed', 'appoints', 'opened', 'opens', 'closed', 'closes', 'partnered', 'partners',
]);

/** What the rule needs to know of a word. */
export interface ProductKnowledge {
  /** A well-known product or service off the word lists ("Spotify", "Ioniq"). */
  isProduct(t: Token): boolean;
  /** A well-known product or a company of the organisation lists: the other member of a comparison. */
  isProductOrCompany(t: Token): boolean;
  /** A word that names a body, a place or a person, so it cannot be a product's own name ("Bank", "Ireland", "Anna"). */
  isNameOrHead(t: Token): boolean;
  /** Whether the words around a company's name say it acts as a body ("works at", "announced"). */
  hasOrganisationCue(tokens: readonly Token[], first: number, last: number): boolean;
}

/**
 * How many tokens from `first` name a product, given that tokens [first, last) are a company's
 * name of the organisation lists (0 when they name the company): the company's name and, when a
 * product's own name follows ("Apple Music", "Tesla Model 3"), that word too.
 */
export function productMention(text: string, tokens: readonly Token[], first: number, last: number, knows: ProductKnowledge): number {
  const next = tokens[last];
  const joined = next !== undefined && next.joinedToPrevious && !tokens[last - 1].possessive;
  if (joined && next.lowerCase && PRODUCT_PARTS.has(next.key)) return last - first;
  // "Apple Pay", "Google Sheets", "Sony Alpha": one more capitalised word that is no body's head,
  // place or person is the product's own name. Only for a company of one word: longer entries
  // ("Deutsche Bank") are whole names already.
  if (joined && last - first === 1 && next.capitalized && !next.sentenceStart && !next.innerCaps && !knows.isNameOrHead(next)) return last - first + 1;
  // "install Shopify", "tried Salesforce", "Spotify or Deezer": a product alone is one where it is
  // used or compared with another; "left Shopify", "the invoice from Salesforce" keep the company.
  const one = tokens[first];
  if (last - first === 1 && knows.isProduct(one) && !knows.hasOrganisationCue(tokens, first, last)) {
    const before = tokens[first - 1];
    const used = before !== undefined && one.joinedToPrevious && TOOL_VERBS.has(before.key);
    if (used || listedWithThing(text, tokens, first, last, knows.isProductOrCompany)) return 1;
  }
  return 0;
}
