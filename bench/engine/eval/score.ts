/**
 * Scores a name detector on the evaluation set the way a user sees it: each prompt is masked by
 * the engine's own masking (detector, then every occurrence of what it found), and a name counts
 * as caught only when every letter of it ended up inside a placeholder. The masked text is then
 * restored and must equal the prompt exactly.
 */
import { maskTexts, restoreText, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import { NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';
import { PLACEHOLDER_PATTERN } from '../../../engines/pseudonymizer/core/placeholder';
import type { EvalPrompt, Mention } from './dataset';

const POLICY: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };

export interface TagScore {
  readonly tag: string;
  readonly caught: number;
  readonly total: number;
  readonly recall: number;
}

export interface EvalScore {
  readonly prompts: number;
  readonly mentions: number;
  readonly recallPerson: number;
  readonly recallOrganization: number;
  readonly recall: number;
  /** Caught names whose placeholder has the right kind (PERSON vs ORG). */
  readonly kindAccuracy: number;
  /** Share of prompts without names in which anything was masked. */
  readonly falseMaskRate: number;
  readonly plainPrompts: number;
  readonly plainPromptsMasked: number;
  /** Masked words that are no part of any name, over all prompts. */
  readonly falseMaskedWords: number;
  readonly roundTripFailures: number;
  readonly byTag: TagScore[];
  readonly misses: Array<{ id: string; name: string; tags: readonly string[] }>;
  readonly falseMasks: Array<{ id: string; text: string }>;
}

/** Character ranges of the original text that a placeholder replaced, and each one's kind. */
function maskedRanges(masked: string, mapping: NameMapping): Array<{ start: number; end: number; kind: string; text: string }> {
  const ranges: Array<{ start: number; end: number; kind: string; text: string }> = [];
  let shift = 0;
  for (const m of masked.matchAll(PLACEHOLDER_PATTERN)) {
    const original = mapping.originalFor(m[0]);
    if (original === undefined) continue;
    const start = (m.index ?? 0) + shift;
    ranges.push({ start, end: start + original.length, kind: m[0].startsWith('[ORG') ? 'organization' : 'person', text: original });
    shift += original.length - m[0].length;
  }
  return ranges;
}

function covered(mention: Mention, text: string, ranges: ReturnType<typeof maskedRanges>): { caught: boolean; kind?: string } {
  let kind: string | undefined;
  for (let i = mention.start; i < mention.end; i++) {
    if (!/\p{L}/u.test(text[i])) continue;
    const r = ranges.find((x) => x.start <= i && i < x.end);
    if (!r) return { caught: false };
    kind ??= r.kind;
  }
  return { caught: true, kind };
}

export function scoreDetector(detector: NameDetector, prompts: readonly EvalPrompt[]): EvalScore {
  const tags = new Map<string, { caught: number; total: number }>();
  const count = (tag: string, caught: boolean): void => {
    const s = tags.get(tag) ?? { caught: 0, total: 0 };
    s.total++;
    if (caught) s.caught++;
    tags.set(tag, s);
  };
  const misses: EvalScore['misses'] = [];
  const falseMasks: EvalScore['falseMasks'] = [];
  let mentions = 0;
  let rightKind = 0;
  let caughtTotal = 0;
  let plain = 0;
  let plainMasked = 0;
  let falseWords = 0;
  let roundTripFailures = 0;
  for (const p of prompts) {
    const mapping = new NameMapping();
    const detected = detector.detect(p.text, POLICY.kinds);
    const masked = maskTexts([p.text], detected, mapping, POLICY, 10_000).texts[0];
    if (restoreText(masked, mapping) !== p.text) roundTripFailures++;
    const ranges = maskedRanges(masked, mapping);
    for (const r of ranges) {
      const inName = p.mentions.some((m) => m.start < r.end && r.start < m.end);
      if (!inName) {
        falseWords++;
        falseMasks.push({ id: p.id, text: r.text });
      }
    }
    if (p.mentions.length === 0) {
      plain++;
      if (ranges.length > 0) plainMasked++;
      continue;
    }
    for (const m of p.mentions) {
      mentions++;
      const { caught, kind } = covered(m, p.text, ranges);
      if (caught) caughtTotal++;
      if (caught && kind === m.kind) rightKind++;
      count('all', caught);
      for (const tag of m.tags) count(tag, caught);
      if (!caught) misses.push({ id: p.id, name: m.text, tags: m.tags });
    }
  }
  const rate = (tag: string): number => {
    const s = tags.get(tag);
    return s ? s.caught / s.total : NaN;
  };
  return {
    prompts: prompts.length,
    mentions,
    recallPerson: rate('entity:person'),
    recallOrganization: rate('entity:organization'),
    recall: rate('all'),
    kindAccuracy: rightKind / Math.max(1, caughtTotal),
    falseMaskRate: plainMasked / Math.max(1, plain),
    plainPrompts: plain,
    plainPromptsMasked: plainMasked,
    falseMaskedWords: falseWords,
    roundTripFailures,
    byTag: [...tags.entries()]
      .map(([tag, s]) => ({ tag, caught: s.caught, total: s.total, recall: s.caught / s.total }))
      .sort((a, b) => (a.tag < b.tag ? -1 : 1)),
    misses,
    falseMasks,
  };
}
