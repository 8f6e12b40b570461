/**
 * Real text nobody here wrote, from Debian packages (scripts/robustness-corpus.sh installs them):
 * translated manual pages in 14 languages, package changelogs, fortune cookies. Each corpus goes
 * to the engine through both protocols as one text per call, ten per call, sixty in one call, and
 * whole documents joined into one text of up to 250 kB. Every answer must be a verdict, every
 * masked text must come back exactly, and no masked name may stay elsewhere in the masked text.
 */
import { changelogs, fortuneCollections, manPages, MAN_LANGUAGES, type Corpus } from './corpora/debian-text';
import { EngineProcess } from './support/engine-process';
import { Probe, type ProbeInput } from './support/probe';
import { SeededRandom } from './support/seeded-random';

/** Paragraphs sampled per corpus: 30 sent alone (10 of them also streamed back), 60 ten per call, 60 in one call. */
const PARAGRAPHS = 150;
const BIG_BYTES = 250_000;

function callsOf(corpus: Corpus): ProbeInput[] {
  const p = corpus.paragraphs;
  const inputs: ProbeInput[] = [];
  p.slice(0, 30).forEach((t, i) => inputs.push({ label: `${corpus.name}, paragraph ${i}`, texts: [t], stream: i < 10 }));
  for (let from = 30; from < Math.min(90, p.length); from += 10) {
    inputs.push({ label: `${corpus.name}, paragraphs ${from}-${from + 9} in one call`, texts: p.slice(from, from + 10) });
  }
  if (p.length > 90) inputs.push({ label: `${corpus.name}, paragraphs 90-${p.length - 1} in one call`, texts: p.slice(90) });
  if (corpus.big !== '') inputs.push({ label: `${corpus.name}, whole documents as one ${Math.round(Buffer.byteLength(corpus.big) / 1000)} kB text`, texts: [corpus.big] });
  return inputs;
}

const corpora: Corpus[] = [
  ...MAN_LANGUAGES.map((lang) => manPages(lang, PARAGRAPHS, BIG_BYTES)),
  changelogs(PARAGRAPHS, BIG_BYTES),
  ...fortuneCollections(PARAGRAPHS, BIG_BYTES),
];

const engine = new EngineProcess();
const counts: string[] = [];
beforeAll(() => engine.start(), 90_000);
afterAll(async () => {
  await engine.stop();
  process.stdout.write(`\nDebian text fed to the engine:\n${counts.join('\n')}\n`);
});

test('every corpus was found on the machine', () => {
  const thin = corpora.filter((c) => c.paragraphs.length < 20 || c.big === '').map((c) => `${c.name}: ${c.paragraphs.length} paragraphs`);
  expect(thin).toEqual([]);
  expect(corpora.length).toBeGreaterThanOrEqual(MAN_LANGUAGES.length + 2);
});

describe.each(corpora.map((c) => [c.name, c] as const))('%s', (_name, corpus) => {
  test('every call answers a verdict and every masked text restores exactly', async () => {
    const probe = new Probe(engine, new SeededRandom(corpus.paragraphs.length));
    const inputs = callsOf(corpus);
    for (const input of inputs) await probe.both(input);
    counts.push(`  ${corpus.name}: ${corpus.paragraphs.length} paragraphs + ${Buffer.byteLength(corpus.big)} bytes whole, ${inputs.length} calls per route; ${probe.summary()}`);
    expect(probe.problems).toEqual([]);
    expect([probe.count('guardrail'), probe.count('alt')]).toEqual([inputs.length, inputs.length]);
  }, 600_000);
});
