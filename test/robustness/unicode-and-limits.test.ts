/**
 * Random Unicode (fast-check, seeded, a bounded number of samples) and the edges of the engine's
 * limits: astral planes, combining marks, right-to-left text, zero-width characters, lone
 * surrogates (JSON carries them as \ud800 escapes), text shaped like placeholders, empty and
 * whitespace-only texts, 512 texts, one text of exactly 262144 characters, bodies just under and
 * just over 1 MiB. Inside the limits every call is answered with a verdict and restores exactly;
 * past them the answer is a 4xx (413 for a body over 1 MiB), never a 5xx or a hang.
 */
import fc from 'fast-check';
import { lexiconRun } from './corpora/lexicon-combinations';
import { nameLadenText } from './corpora/random-unicode';
import { EngineProcess } from './support/engine-process';
import { postJson } from './support/http-call';
import { ENGINE_LIMITS, Probe, uniqueCallId, type ProbeInput } from './support/probe';
import { SeededRandom } from './support/seeded-random';

const SEED = 20_261_127;
const GUARDRAIL = '/beta/litellm_basic_guardrail_api';
const ALT = '/v1/alt/check';

const engine = new EngineProcess();
beforeAll(() => engine.start(), 90_000);
afterAll(() => engine.stop());

/** Samples of an arbitrary, the same on every run. */
function samples<T>(arb: fc.Arbitrary<T>, count: number, seed: number): T[] {
  return fc.sample(arb, { seed, numRuns: count });
}

function label(kind: string, i: number, texts: readonly string[]): string {
  return `${kind} #${i} (${texts.length} texts, first ${JSON.stringify(texts[0]?.slice(0, 24))})`;
}

async function feed(kind: string, inputs: string[][], seed: number): Promise<Probe> {
  const probe = new Probe(engine, new SeededRandom(seed));
  for (const [i, texts] of inputs.entries()) {
    const input: ProbeInput = { label: label(kind, i, texts), texts, stream: texts.length === 1 };
    await probe.both(input);
  }
  return probe;
}

describe('random Unicode', () => {
  test('150 arrays of arbitrary code points, astral planes included', async () => {
    const inputs = samples(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { minLength: 1, maxLength: 8 }), 150, SEED);
    const probe = await feed('code points', inputs, 1);
    expect(probe.problems).toEqual([]);
    expect(probe.count('guardrail')).toBe(150);
  });

  test('100 arrays of arbitrary graphemes', async () => {
    const inputs = samples(fc.array(fc.string({ unit: 'grapheme', maxLength: 200 }), { minLength: 1, maxLength: 8 }), 100, SEED + 1);
    const probe = await feed('graphemes', inputs, 2);
    expect(probe.problems).toEqual([]);
    expect(probe.count('guardrail')).toBe(100);
  });

  test('250 texts of names among combining marks, RTL, zero-width, lone surrogates and placeholder-shaped text', async () => {
    const inputs = samples(fc.array(nameLadenText, { minLength: 1, maxLength: 4 }), 250, SEED + 2);
    const probe = await feed('names among odd characters', inputs, 3);
    expect(probe.problems).toEqual([]);
    expect(probe.count('guardrail')).toBe(250);
    // Names are there to mask: a run where nothing was ever masked tested no restoring.
    expect(probe.verdicts.guardrail.get('masked') ?? 0).toBeGreaterThan(100);
  });
});

describe('empty and blank', () => {
  test.each([
    ['no texts', []],
    ['one empty text', ['']],
    ['three empty texts', ['', '', '']],
    ['whitespace only', [' \t\n\r\u00a0\u3000\u2028\u2029 ']],
    ['zero-width only', ['\u200b\u200c\u200d\ufeff\u2060']],
    ['one lone surrogate', ['\ud800']],
    ['combining marks only', ['\u0301\u0308\u0327'.repeat(100)]],
  ])('%s', async (name, texts) => {
    const probe = new Probe(engine, new SeededRandom(4));
    if (texts.length === 0) await probe.guardrail({ label: name, texts });
    else await probe.both({ label: name, texts });
    expect(probe.problems).toEqual([]);
    expect(probe.verdicts.guardrail.get('unchanged')).toBe(1);
  });
});

/** A text of exactly `n` code points from a seeded lexicon run (ASCII and Latin letters). */
function textOf(n: number, seed: number): string {
  return Array.from(lexiconRun(seed, n + 1000)).slice(0, n).join('');
}

/** A guardrail request body of exactly `bytes` bytes, its texts each within the engine's character limit. */
function bodyOf(bytes: number, seed: number, multiByte: boolean): string {
  const id = uniqueCallId('body');
  const filler = multiByte ? 'の' : '';
  const texts: string[] = [];
  const size = (t: string[]) => Buffer.byteLength(JSON.stringify({ input_type: 'request', texts: t, litellm_call_id: id }));
  while (size(texts) < bytes) {
    const words = lexiconRun(seed + texts.length, 200_000).replace(/\n/g, ' ').split(' ');
    texts.push(words.map((w) => w + filler).join(' ').slice(0, multiByte ? 90_000 : 200_000));
  }
  // Trim the last text to land on `bytes` exactly (ASCII trim: one character, one byte).
  let last = texts.pop()!;
  while (size([...texts, last]) > bytes) last = last.slice(0, Math.max(0, last.length - Math.max(1, Math.floor((size([...texts, last]) - bytes) / 3))));
  while (size([...texts, last]) < bytes) last += 'a';
  texts.push(last);
  return JSON.stringify({ input_type: 'request', texts, litellm_call_id: id });
}

/** `payload` with an unknown field (allowed by both protocols) that makes its JSON exactly `bytes` long. */
function paddedTo(payload: object, bytes: number): string {
  const bare = Buffer.byteLength(JSON.stringify({ ...payload, pad: '' }));
  return JSON.stringify({ ...payload, pad: 'x'.repeat(bytes - bare) });
}

describe('at and past the limits', () => {
  test('512 texts with names in one call', async () => {
    const texts = Array.from({ length: ENGINE_LIMITS.maxTexts }, (_, i) => textOf(400, 900 + i));
    const probe = new Probe(engine, new SeededRandom(5));
    await probe.both({ label: '512 texts', texts });
    expect(probe.problems).toEqual([]);
  });

  test('one text of exactly 262144 characters', async () => {
    const text = textOf(ENGINE_LIMITS.maxTextChars, 31);
    expect(Array.from(text).length).toBe(ENGINE_LIMITS.maxTextChars);
    const probe = new Probe(engine, new SeededRandom(6));
    await probe.both({ label: 'one text of 262144 characters', texts: [text] });
    expect(probe.problems).toEqual([]);
  });

  test.each([
    ['ASCII', false],
    ['UTF-8 of 3-byte characters', true],
  ])('a body of 1 MiB less 16 bytes (%s) is answered with a verdict', async (_kind, multiByte) => {
    const body = bodyOf(ENGINE_LIMITS.bodyLimitBytes - 16, 41, multiByte);
    expect(Buffer.byteLength(body)).toBe(ENGINE_LIMITS.bodyLimitBytes - 16);
    const parsed = JSON.parse(body) as { texts: string[] };
    const probe = new Probe(engine, new SeededRandom(7));
    await probe.guardrail({ label: `body of 1 MiB - 16 bytes, ${parsed.texts.length} texts`, texts: parsed.texts });
    expect(probe.problems).toEqual([]);
  });

  test.each([
    ['guardrail API', GUARDRAIL, { input_type: 'request', texts: ['Ann Lee joined Acme Corporation.'] }],
    ['alt', ALT, { phase: 'pre_call', content: 'Ann Lee joined Acme Corporation.', request_id: 'over-limit' }],
  ])('%s: a body of 1 MiB and one byte is answered 413', async (_route, path, payload) => {
    const body = paddedTo(payload, ENGINE_LIMITS.bodyLimitBytes + 1);
    expect(Buffer.byteLength(body)).toBe(ENGINE_LIMITS.bodyLimitBytes + 1);
    const outcome = await postJson(`${engine.url}${path}`, body);
    expect(outcome.kind === 'answered' ? outcome.status : outcome.kind).toBe(413);
  });

  test.each([
    ['513 texts', { input_type: 'request', texts: Array.from({ length: 513 }, () => 'Ann Lee') }],
    ['one text of 262145 characters', { input_type: 'request', texts: ['a'.repeat(ENGINE_LIMITS.maxTextChars + 1)] }],
    ['alt: 513 texts', { phase: 'pre_call', content: Array.from({ length: 513 }, () => 'Ann Lee'), request_id: 'over' }],
    ['alt: one text of 262145 characters', { phase: 'pre_call', content: 'a'.repeat(ENGINE_LIMITS.maxTextChars + 1), request_id: 'over' }],
  ])('%s is answered 400', async (name, payload) => {
    const path = name.startsWith('alt') ? ALT : GUARDRAIL;
    const outcome = await postJson(`${engine.url}${path}`, { ...payload, litellm_call_id: uniqueCallId('over') });
    expect(outcome.kind === 'answered' ? outcome.status : outcome.kind).toBe(400);
  });
});
