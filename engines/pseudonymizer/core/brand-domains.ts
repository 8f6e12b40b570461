/**
 * Companies whose name is their web address: "Checkout.com", "Booking.com", "Hotels.com". A
 * capitalised word with a top-level domain glued to it, standing alone (no scheme, path, "@" or
 * further label around it), is a brand, not an address: the whole of it is the name.
 */
import type { Token } from './names/tokens';
import type { ClaimOrganisation } from './organisation-rules';

/** Top-level domains companies take their names with. */
const BRAND_DOMAINS = new Set(['com', 'io', 'ai', 'net', 'co', 'app']);

/** Claims "Name.com" where nothing around it makes it part of an address. */
export function brandDomains(text: string, tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const tld = tokens[i + 1];
    if (taken[i] || taken[i + 1] || !t.capitalized || tld.start !== t.end + 1 || text[t.end] !== '.' || !BRAND_DOMAINS.has(tld.text)) continue;
    const before = text[t.start - 1] ?? ' ';
    const after = text[tld.end] ?? ' ';
    if (/[\w.\/@:-]/.test(before) || /[\w\/@-]/.test(after) || (after === '.' && /\w/.test(text[tld.end + 1] ?? ''))) continue;
    claim(i, i + 2, tld.end);
    i++;
  }
}
