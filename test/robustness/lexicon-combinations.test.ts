/**
 * The detector's own word lists turned against it: every particle, title, known organization,
 * multi-word place and legal suffix in the sequences that once made the name scan step back to
 * where it started or recurse past the stack, the inputs that did, and seeded random runs of
 * lexicon words from 10 to 250 kB. Each must be answered with a verdict and restore exactly.
 */
import { particleCrossProduct, particleSentences, lexiconRun, SORTED_HONORIFICS, SORTED_PARTICLES, targets } from './corpora/lexicon-combinations';
import { EngineProcess } from './support/engine-process';
import { Probe, type ProbeInput } from './support/probe';
import { SeededRandom } from './support/seeded-random';

const engine = new EngineProcess();
const counts: string[] = [];
beforeAll(() => engine.start(), 90_000);
afterAll(async () => {
  await engine.stop();
  process.stdout.write(`\nLexicon combinations fed to the engine:\n${counts.join('\n')}\n`);
});

function probe(seed: number): Probe {
  return new Probe(engine, new SeededRandom(seed));
}

describe('inputs that once never returned, each with the organization it names', () => {
  test.each([
    ['Maria do Itaú ligou ontem.', 'Itaú'],
    ['We flew to Florence de Petrobras', 'Petrobras'],
    ['Rose de Siemens called.', 'Siemens'],
    ['Austin von Deutsche Bank', 'Deutsche Bank'],
    ['ab do itau', 'itau'],
  ])('%s', async (text, organization) => {
    const p = probe(1);
    const verdict = await p.guardrail({ label: text, texts: [text], stream: true });
    const altVerdict = await p.alt({ label: text, texts: [text], stream: true });
    expect(p.problems).toEqual([]);
    expect([verdict, altVerdict]).toEqual(['masked', 'masked']);
    expect(p.lastMasked?.[0]).not.toContain(organization);
  });
});

describe('inputs that once never returned or overflowed the stack, at size', () => {
  test.each([
    ["'de ' x 10000", 'de '.repeat(10_000)],
    ["'Maria ' + 'de ' x 4000 + 'Silva'", `Maria ${'de '.repeat(4000)}Silva`],
    ["'Mari ' x 6000", 'Mari '.repeat(6000)],
    ["'Maria do Itaú ' x 5000", 'Maria do Itaú '.repeat(5000)],
    ["'van der ' x 5000 + 'Berg'", `${'van der '.repeat(5000)}Berg`],
    ["'Dr. ' x 20000", 'Dr. '.repeat(20_000)],
    ["'Quorvia GmbH & Co. KG ' x 10000", 'Quorvia GmbH & Co. KG '.repeat(10_000)],
  ])('%s', async (label, text) => {
    const p = probe(2);
    await p.both({ label, texts: [text] });
    expect(p.problems).toEqual([]);
    expect([p.count('guardrail'), p.count('alt')]).toEqual([1, 1]);
  });
});

test('every word list is covered', () => {
  const all = targets();
  expect(SORTED_PARTICLES.length).toBeGreaterThan(40);
  expect(SORTED_HONORIFICS.length).toBeGreaterThan(40);
  expect(all.filter((t) => t.kind === 'organization').length).toBeGreaterThan(1000);
  expect(all.filter((t) => t.kind === 'place').length).toBeGreaterThan(100);
  const sentences = particleSentences();
  expect(SORTED_PARTICLES.filter((p) => !sentences.some((s) => s.includes(` ${p} `)))).toEqual([]);
});

/** Sentences in calls of 50: as 50 texts, and joined into one text. */
function batched(name: string, sentences: string[]): ProbeInput[] {
  const inputs: ProbeInput[] = [];
  for (let from = 0; from < sentences.length; from += 50) {
    const group = sentences.slice(from, from + 50);
    inputs.push({ label: `${name} ${from}-${from + group.length - 1} as ${group.length} texts`, texts: group });
    inputs.push({ label: `${name} ${from}-${from + group.length - 1} as one text`, texts: [group.join('. ')] });
  }
  return inputs;
}

test('a word, one to three particles and a title before every known organization, multi-word place and legal suffix', async () => {
  const sentences = particleSentences();
  const inputs = batched('particle sentences', sentences);
  const p = probe(3);
  for (const input of inputs) await p.both(input);
  counts.push(`  particle sentences: ${sentences.length} in ${inputs.length} calls per route; ${p.summary()}`);
  expect(p.problems).toEqual([]);
  expect(p.count('guardrail')).toBe(inputs.length);
});

test('every particle before the organizations and places that once hung the scan, one call each', async () => {
  const sentences = particleCrossProduct();
  const p = probe(4);
  for (const s of sentences) await p.both({ label: JSON.stringify(s), texts: [s] });
  counts.push(`  particle x hard target: ${sentences.length} calls per route; ${p.summary()}`);
  expect(p.problems).toEqual([]);
  expect(p.count('guardrail')).toBe(sentences.length);
});

describe('seeded random runs of lexicon words', () => {
  const runs: [string, string][] = [];
  for (const kb of [10, 25, 50, 100, 250]) {
    for (const seed of [1, 2]) runs.push([`${kb} kB, seed ${seed}`, lexiconRun(seed * 1000 + kb, kb * 1000)]);
  }
  runs.push(['50 kB, lower case', lexiconRun(77, 50_000).toLowerCase()]);
  runs.push(['50 kB, upper case', lexiconRun(78, 50_000).toUpperCase()]);
  runs.push(['250 kB in 100 texts', lexiconRun(79, 250_000)]);

  test.each(runs)('%s', async (label, text) => {
    const p = probe(5);
    const texts = label.endsWith('in 100 texts') ? Array.from({ length: 100 }, (_, i) => text.slice(i * 2500, (i + 1) * 2500)) : [text];
    await p.both({ label: `lexicon run, ${label}`, texts });
    counts.push(`  lexicon run ${label}: ${p.summary()}`);
    expect(p.problems).toEqual([]);
    expect([p.count('guardrail'), p.count('alt')]).toEqual([1, 1]);
  });
});
