import type { Token } from './names/tokens';
import type { ClaimOrganisation } from './organisation-rules';

/**
 * Heads that make a run of capitalized ordinary words a public body ("Navy Department", "Home
 * Office"). "Council" is left out: schools, clubs and parishes have one ("School Council").
 */
const BODY_HEADS = new Set(['department', 'office', 'administration', 'commission', 'agency', 'bureau', 'ministry', 'directorate', 'inspectorate']);
/**
 * Units that most organisations have ("the Finance Department", "Admissions Office"):
 * with these before a generic head the words name a part of some unnamed body, not a
 * body. The heads that only governments use ("Administration", "Agency") need no such check.
 */
const GENERIC_HEADS = new Set(['department', 'office']);
const IN_HOUSE_UNITS = new Set([
  'finance', 'financial', 'accounts', 'accounting', 'admissions', 'admission', 'emergency', 'research', 'sales', 'marketing', 'legal',
  'press', 'school', 'student', 'students', 'staff', 'customer', 'support', 'front', 'head', 'main', 'box', 'ticket', 'registry', 'records',
  'payroll', 'purchasing', 'procurement', 'personnel', 'hr', 'it', 'compliance', 'security', 'engineering', 'planning', 'billing', 'claims',
  'quality', 'training', 'careers', 'career', 'alumni', 'facilities', 'estates', 'operations', 'communications', 'exam', 'examinations',
  'international', 'graduate', 'works', 'parish', 'town', 'city', 'district', 'regional', 'local', 'branch', 'design', 'product',
]);
/** Words that open a sentence without being part of the name ("The Navy Department", "Our Sales Department"). */
const OPENERS = new Set(['the', 'a', 'an', 'our', 'your', 'my', 'his', 'her', 'their', 'its', 'this', 'that', 'each', 'every', 'no', 'any', 'new']);
/** Words of the name before its head: "Housing And Urban Development" is left to the chains. */
const MAX_BEFORE = 3;

/**
 * "Navy Department", "Home Office", "Technology Administration": ordinary words written with
 * capitals right before a public body's head are one body's name, even though no word of it is a
 * name. The capitals are the signal, so the run must not rely on the first word of a sentence,
 * which is capitalized anyway ("Department heads met", "Sales Office is closed" at a sentence's
 * start stay text), and a company's own units stay text ("the Finance Department"); a line in one case says nothing and is left alone. Each head reads at most
 * three words before it, so the pass stays linear.
 */
export function titledPublicBodies(tokens: readonly Token[], taken: Uint8Array, claim: ClaimOrganisation): void {
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    if (taken[i] || !head.capitalized || head.caseless || head.possessive || !head.joinedToPrevious || !BODY_HEADS.has(head.key)) continue;
    let first = i;
    while (first > 0 && i - first < MAX_BEFORE && tokens[first].joinedToPrevious) {
      const before = tokens[first - 1];
      if (taken[first - 1] || !before.capitalized || before.innerCaps || before.hasDigit || before.possessive || before.caseless) break;
      first--;
      if (before.sentenceStart) break;
    }
    // A run that starts a sentence keeps only the words after its first one.
    if (first < i && tokens[first].sentenceStart) first++;
    while (first < i && OPENERS.has(tokens[first].key)) first++;
    if (first === i || (GENERIC_HEADS.has(head.key) && IN_HOUSE_UNITS.has(tokens[i - 1].key))) continue;
    claim(first, i + 1, head.end);
  }
}
