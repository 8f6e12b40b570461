/**
 * Placeholders that reach past a labelled name: "[PERSON_1]." where "Geschrieben von David
 * MacKenzie" was masked as one name. The score counts the name as caught and sees no masked span
 * outside the names, yet words of the sentence were hidden; this counts such placeholders.
 */
import { maskTexts, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import { NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';
import { PLACEHOLDER_PATTERN } from '../../../engines/pseudonymizer/core/placeholder';
import type { EvalPrompt } from '../eval/dataset';

const POLICY: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };

/** Placeholders that overlap a labelled name and cover a letter outside it, with what they hid. */
export function overreaching(detector: NameDetector, prompts: readonly EvalPrompt[]): Array<{ id: string; masked: string; name: string }> {
  const out: Array<{ id: string; masked: string; name: string }> = [];
  for (const p of prompts) {
    const mapping = new NameMapping();
    const masked = maskTexts([p.text], detector.detect(p.text, POLICY.kinds), mapping, POLICY, 10_000).texts[0];
    let shift = 0;
    for (const m of masked.matchAll(PLACEHOLDER_PATTERN)) {
      const original = mapping.originalFor(m[0]);
      if (original === undefined) continue;
      const start = (m.index ?? 0) + shift;
      const end = start + original.length;
      shift += original.length - m[0].length;
      for (const n of p.mentions) {
        if (n.start >= end || start >= n.end) continue;
        const outside = p.text.slice(start, Math.max(start, n.start)) + p.text.slice(Math.min(end, n.end), end);
        if (/\p{L}/u.test(outside)) out.push({ id: p.id, masked: original, name: n.text });
      }
    }
  }
  return out;
}
