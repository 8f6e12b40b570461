import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPseudonymizer } from '../../../engines/pseudonymizer';
import { maskTexts, restoreText, type NamePolicy } from '../../../engines/pseudonymizer/core/masking';
import type { DetectedName } from '../../../engines/pseudonymizer/core/name-detector';
import { MappingFullError, NameMapping } from '../../../engines/pseudonymizer/core/name-mapping';

/**
 * Masking at the engine's limits: as many names as a request can carry, names as long as a text.
 * Each case asserts what was masked; the jest timeout is the safety net for the cost.
 */
jest.setTimeout(60_000);

const BOTH: NamePolicy = { kinds: new Set(['person', 'organization']), allow: [], denyPeople: [], denyOrganizations: [] };
const person = (text: string): DetectedName => ({ text, kind: 'person' });

/** The n-th of many distinct capitalized words ("Qaaaa", "Qbaaa", ...), all the same length. */
function word(n: number): string {
  let s = '';
  for (let k = 0; k < 4; k++, n = Math.floor(n / 26)) s += String.fromCharCode(97 + (n % 26));
  return `Q${s}`;
}

/** Tags a whole "<name> said" prefix, else every word, as a person (runs in the detector workers). */
const SCALE_DETECTOR = join(__dirname, 'support', 'scale-detector.js');

const PLACEHOLDER = /^\[(?:PERSON|ORG)_[1-9][0-9]*\]$/;

describe('masking at scale', () => {
  test('a detected name of 6,000 words is masked as one name', () => {
    const name = Array.from({ length: 6000 }, () => 'Mari').join(' ');
    const mapping = new NameMapping();
    const text = `${name} said hi to ${name.replace(/ /g, '\n')}.`;
    const { texts, masked } = maskTexts([text], [person(name)], mapping, BOTH, 1000);
    // Found across its line breaks too; each spelling has its own placeholder, so both restore exactly.
    expect(texts).toEqual(['[PERSON_1] said hi to [PERSON_2].']);
    expect(restoreText(texts[0], mapping)).toBe(text);
    expect(masked).toEqual({ person: 2, organization: 0 });
  });

  test('16,000 distinct names in 100 KB are all masked, each with its own placeholder', () => {
    const names = Array.from({ length: 16_000 }, (_, i) => word(i));
    const text = `${names.join(' ')} `.padEnd(100_000, 'and so on ');
    const { texts, masked } = maskTexts([text], names.map(person), new NameMapping(), BOTH, 100_000);
    const words = texts[0].split(' ');
    expect(masked.person).toBe(16_000);
    expect(words.slice(0, 16_000).every((w) => PLACEHOLDER.test(w))).toBe(true);
    expect(new Set(words.slice(0, 16_000)).size).toBe(16_000);
    expect(words.slice(16_000).every((w) => !PLACEHOLDER.test(w))).toBe(true);
  });

  test('past the per-conversation limit, 16,000 names are refused with a message that names none of them', () => {
    const names = Array.from({ length: 16_000 }, (_, i) => word(i));
    const text = names.join(' ');
    const mapping = new NameMapping();
    let error: unknown;
    try {
      maskTexts([text], names.map(person), mapping, BOTH, 1000);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MappingFullError);
    expect((error as Error).message).not.toMatch(/Q[a-z]{4}/);
    expect(mapping.size).toBe(1000);
  });

  test('deny lists of 10,000 people and 10,000 organizations on 100 KB mask what the text holds', () => {
    const people = Array.from({ length: 10_000 }, (_, i) => `${word(i)} ${word(i + 1)}`);
    const organizations = Array.from({ length: 10_000 }, (_, i) => `${word(20_000 + i)} Corp`);
    // Every 10th person and every 100th organization occurs, twice; the rest of the text is filler.
    const mentions = people.filter((_, i) => i % 10 === 0).concat(organizations.filter((_, i) => i % 100 === 0));
    const text = `${mentions.map((n) => `${n} met ${n}.`).join(' ')} `.padEnd(100_000, 'nothing to see ');
    const policy: NamePolicy = { ...BOTH, denyPeople: people, denyOrganizations: organizations };
    const { texts, masked } = maskTexts([text], [], new NameMapping(), policy, 10_000);
    expect(masked).toEqual({ person: 2000, organization: 200 });
    expect(texts[0]).not.toMatch(/Q[a-z]{4}/);
  });
});

describe('the engine at scale', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  async function guardrailCall(texts: string[]): Promise<{ status: number; body: unknown }> {
    const base = await app!.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/beta/litellm_basic_guardrail_api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input_type: 'request', litellm_call_id: 'call-1', texts }),
    });
    return { status: res.status, body: await res.json() };
  }

  test('answers a request holding a name of 6,000 words with a verdict, not an error', async () => {
    app = await buildPseudonymizer({ detectorModule: SCALE_DETECTOR, detectorWorkers: 1 });
    const name = Array.from({ length: 6000 }, () => 'Mari').join(' ');
    const res = await guardrailCall([`${name} said hi`]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1] said hi'] });
  });

  test('answers BLOCKED, naming no name, when one request brings more names than a conversation may hold', async () => {
    app = await buildPseudonymizer({ detectorModule: SCALE_DETECTOR, detectorWorkers: 1 });
    const names = Array.from({ length: 16_000 }, (_, i) => word(i));
    const res = await guardrailCall([names.join(' ')]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Pseudonymizer: a conversation may hold at most 1000 distinct names' });
  });
});
