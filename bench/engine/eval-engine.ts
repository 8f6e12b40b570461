/**
 * `npm run eval:engine`: how well the pseudonymizer's default detector masks names, on the
 * evaluation set of bench/engine/eval (recall per tag, false masks, round trip), and what it costs
 * per new 2 KiB message in CPU, plus the memory it holds. Prints; asserts nothing (the unit test
 * test/engines/pseudonymizer/detector-eval.test.ts holds the quality bar).
 * EVAL_SHOW=misses,false lists each missed name and each false mask of the "dev" part; the "check"
 * part is only scored (see eval/dataset.ts), so that a rule fitted to the dev prompts shows as a
 * gap between the two.
 */
import { formatCpu, loadDetector, maskCpuPerMessage, messages } from './detector-cost';
import { buildDataset, type EvalPrompt } from './eval/dataset';
import { scoreDetector } from './eval/score';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/**
 * Tags each person's name by whether the detector's lexicon knows all of its words
 * (`lexicon:known`) or not (`lexicon:unknown`, caught only by shape and context): the
 * second is the honest measure of how the detector does on names it was never given.
 */
async function tagByLexicon(prompts: EvalPrompt[]): Promise<EvalPrompt[]> {
  const { lexicon, nameWords } = await import('../../engines/pseudonymizer/core/names/lexicon');
  const lex = lexicon();
  const known = (w: string): boolean => lex.given.has(w) || lex.surnames.has(w) || w.length < 3;
  return prompts.map((p) => ({
    ...p,
    mentions: p.mentions.map((m) =>
      m.kind === 'person' ? { ...m, tags: [...m.tags, nameWords(m.text).every(known) ? 'lexicon:known' : 'lexicon:unknown'] } : m,
    ),
  }));
}

async function main(): Promise<void> {
  const { detector, memoryBytes } = await loadDetector();
  const prompts = await tagByLexicon(buildDataset());
  const s = scoreDetector(detector, prompts);
  console.log(`[eval] ${s.prompts} prompts (${s.prompts - s.plainPrompts} with ${s.mentions} names, ${s.plainPrompts} without names)`);
  console.log('tag'.padEnd(28) + 'caught/total   recall');
  for (const t of s.byTag) console.log(`${t.tag.padEnd(28)}${`${t.caught}/${t.total}`.padStart(12)}   ${pct(t.recall).padStart(6)}`);
  console.log(`recall: people ${pct(s.recallPerson)}, organizations ${pct(s.recallOrganization)}, overall ${pct(s.recall)} (every letter of a name inside a placeholder)`);
  console.log(`placeholder kind right (PERSON vs ORG) for ${pct(s.kindAccuracy)} of caught names`);
  console.log(`false masks: ${s.plainPromptsMasked}/${s.plainPrompts} prompts without names had something masked (${pct(s.falseMaskRate)}); ${s.falseMaskedWords} masked spans outside names over all prompts`);
  console.log(`round trip (mask then restore) not exact: ${s.roundTripFailures} of ${s.prompts}`);
  const parts = { dev: scoreDetector(detector, prompts.filter((p) => p.part === 'dev')), check: scoreDetector(detector, prompts.filter((p) => p.part === 'check')) };
  for (const [part, x] of Object.entries(parts)) {
    console.log(`${part.padEnd(5)} part: people ${pct(x.recallPerson)}, organizations ${pct(x.recallOrganization)}, false masks ${x.plainPromptsMasked}/${x.plainPrompts} (${pct(x.falseMaskRate)}), round trip failures ${x.roundTripFailures}`);
  }
  const show = process.env.EVAL_SHOW ?? '';
  if (show.includes('misses')) for (const m of parts.dev.misses) console.log(`miss ${m.id}: ${m.name} [${m.tags.join(' ')}]`);
  if (show.includes('false')) for (const f of parts.dev.falseMasks) console.log(`false mask ${f.id}: ${f.text}`);

  const cpu = await maskCpuPerMessage(messages(prompts, 1000), detector);
  console.log(`\n[cost] new 2 KiB messages, one at a time, this process`);
  console.log(formatCpu('mask (detect + replace)', cpu));
  console.log(memoryBytes === undefined ? 'detector memory: run with node --expose-gc' : `detector memory (lexicon + detector, after GC): ${(memoryBytes / 1048576).toFixed(1)} MiB`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
