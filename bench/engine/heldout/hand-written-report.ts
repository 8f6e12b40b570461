/**
 * The report printed for a hand-written, marked prompt set (the held-out set, the dev set): recall
 * for people and organisations, name-free prompts changed, round trip and recall per tag.
 * EVAL_SHOW=misses,false lists misses and false masks; the held-out set's are never read while
 * tuning (see docs/evaluation.md).
 */
import type { NameDetector } from '../../../engines/pseudonymizer/core/name-detector';
import { scoreDetector, type EvalScore, type TagScore } from '../eval/score';
import type { HeldoutPrompt } from './marks';

export const pct = (x: number): string => (Number.isNaN(x) ? '   n/a' : `${(x * 100).toFixed(1)}%`.padStart(6));

function tagLine(t: TagScore): string {
  return `  ${t.tag.padEnd(30)}${`${t.caught}/${t.total}`.padStart(10)}  ${pct(t.recall)}`;
}

/** Tags of one family (`kind:`, `case:` ...) as a table; cultures, being many, several to a line. */
export function printTags(s: EvalScore, prefix: string, compact = false): void {
  const rows = s.byTag.filter((t) => t.tag.startsWith(prefix));
  if (rows.length === 0) return;
  if (!compact) {
    for (const t of rows) console.log(tagLine(t));
    return;
  }
  const cells = rows.map((t) => `${t.tag.slice(prefix.length)} ${t.caught}/${t.total}`);
  for (let i = 0; i < cells.length; i += 5) console.log(`  ${cells.slice(i, i + 5).map((c) => c.padEnd(26)).join('')}`);
}

/** Share of name-free prompts changed, per value of `group` (the prompt's shape or language). */
export function changedBy(prompts: readonly HeldoutPrompt[], s: EvalScore, group: (p: HeldoutPrompt) => string): void {
  const changed = new Set(s.falseMasks.map((f) => f.id));
  const counts = new Map<string, { changed: number; total: number }>();
  for (const p of prompts) {
    if (p.mentions.length > 0) continue;
    const c = counts.get(group(p)) ?? { changed: 0, total: 0 };
    c.total++;
    if (changed.has(p.id)) c.changed++;
    counts.set(group(p), c);
  }
  for (const [key, c] of [...counts.entries()].sort()) console.log(`  ${key.padEnd(30)}${`${c.changed}/${c.total}`.padStart(10)}  ${pct(c.changed / c.total)}`);
}

export function reportHandWritten(label: string, prompts: readonly HeldoutPrompt[], detector: NameDetector): void {
  const s = scoreDetector(detector, prompts);
  const people = s.byTag.find((t) => t.tag === 'entity:person');
  const orgs = s.byTag.find((t) => t.tag === 'entity:organization');
  console.log(`[${label}] ${s.prompts} prompts: ${s.prompts - s.plainPrompts} with names (${people?.total ?? 0} people, ${orgs?.total ?? 0} organisations), ${s.plainPrompts} without names`);
  console.log(`recall: people ${pct(s.recallPerson)} (${people?.caught}/${people?.total}), organisations ${pct(s.recallOrganization)} (${orgs?.caught}/${orgs?.total}), overall ${pct(s.recall)}`);
  console.log(`placeholder kind right (PERSON vs ORG) for ${pct(s.kindAccuracy)} of caught names`);
  console.log(`name-free prompts changed: ${s.plainPromptsMasked}/${s.plainPrompts} (${pct(s.falseMaskRate)}); masked spans outside names over all prompts: ${s.falseMaskedWords}`);
  console.log(`round trip (mask then restore) not exact: ${s.roundTripFailures} of ${s.prompts}`);
  console.log('recall by prompt shape:');
  printTags(s, 'kind:');
  console.log('recall by case of the name:');
  printTags(s, 'case:');
  console.log('recall by name shape and context:');
  printTags(s, 'form:');
  printTags(s, 'shape:');
  printTags(s, 'context:');
  console.log('recall by organisation type and legal suffix:');
  printTags(s, 'org:');
  console.log('recall by culture (caught/total):');
  printTags(s, 'culture:', true);
  console.log('name-free prompts changed, by prompt shape:');
  changedBy(prompts, s, (p) => p.shape);
  const show = process.env.EVAL_SHOW ?? '';
  // A set kept for checking only (`-check:` in its id) never has its misses or false masks listed.
  if (show.includes('misses')) for (const m of s.misses) if (!m.id.includes('-check:')) console.log(`miss ${m.id}: ${m.name} [${m.tags.join(' ')}]`);
  if (show.includes('false')) for (const f of s.falseMasks) if (!f.id.includes('-check:')) console.log(`false mask ${f.id}: ${f.text}`);
}
