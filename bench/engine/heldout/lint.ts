/**
 * Checks the hand-written held-out set without running any detector: marks parse (a bad mark
 * throws) and name-free prompts carry no mark, which fail the check; words of a marked name that
 * occur again unmarked in the same prompt are listed for the writer to review (often a forgotten
 * second mention, sometimes a common word such as "Bank"). Prints the set's counts.
 * `node dist/bench/engine/heldout/lint.js [--cultures]`
 */
import { unmarkedRepeats } from './marks';
import { handWrittenPrompts } from './prompt-set';

function main(): void {
  const prompts = handWrittenPrompts();
  let problems = 0;
  for (const p of prompts) {
    if (p.id.startsWith('name-free:') && p.mentions.length > 0) {
      console.log(`${p.id}: a name-free prompt has marks`);
      problems++;
    }
    const repeats = unmarkedRepeats(p);
    if (repeats.length > 0) {
      // The writer's own data, not user text: safe to print for review.
      console.log(`${p.id}: review, unmarked again: ${repeats.join(', ')}`);
    }
  }
  const mentions = prompts.flatMap((p) => p.mentions);
  const cultures = new Set(mentions.flatMap((m) => m.tags.filter((t) => t.startsWith('culture:'))));
  const orgTypes = new Set(mentions.flatMap((m) => m.tags.filter((t) => t.startsWith('org:') && !t.includes('suffix'))));
  const shapes = new Map<string, number>();
  for (const p of prompts) shapes.set(p.shape, (shapes.get(p.shape) ?? 0) + 1);
  console.log(
    `${prompts.length} prompts, ${prompts.filter((p) => p.mentions.length === 0).length} without names; ` +
      `${mentions.filter((m) => m.kind === 'person').length} person and ${mentions.filter((m) => m.kind === 'organization').length} organisation mentions; ` +
      `${cultures.size} cultures; ${orgTypes.size} organisation types`,
  );
  console.log([...shapes.entries()].map(([s, n]) => `${s} ${n}`).join(', '));
  if (process.argv.includes('--cultures')) console.log([...cultures].sort().join(' '));
  process.exitCode = problems > 0 ? 1 : 0;
}

main();
