/**
 * The gate in front of the real pseudonymizer engine, on real sockets, on both of the protocols it
 * serves: LiteLLM's guardrail API and the alt guardrail protocol. A lapsed license answers each in
 * its own block shape (an alt gateway may let a request through on an action it does not know), and
 * while licensed, the engine's alt verdicts are counted like LiteLLM's.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BLOCKED_REASON } from '../../gate';
import { startPseudonymizer } from '../../engines/pseudonymizer';
import { licenseBecomes, post, scrape, useGateTestbed } from './helpers';

// The engine starts worker threads; a busy machine makes that slow.
jest.setTimeout(30_000);

/** The engine's lexicon-free test detector: "Firstname Lastname" is a person, THROW-NOW makes detection fail. */
const FAULTY_DETECTOR = join(__dirname, '..', 'engines', 'pseudonymizer', 'support', 'faulty-detector.js');
const ALT_PATH = '/v1/alt/check';
const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';
const VERDICT = 'platform_guardrail_proxy_upstream_verdicts_total';

let engine: { app: FastifyInstance; url: string };
const bed = useGateTestbed({ upstream: false });

beforeAll(async () => {
  engine = await startPseudonymizer({ port: 0, host: '127.0.0.1', detectorModule: FAULTY_DETECTOR, detectorWorkers: 1, logger: false });
});

afterAll(async () => {
  await engine.app.close();
});

const altCall = (content: string, requestId: string) => ({ phase: 'pre_call', content, request_id: requestId });
const guardrailCall = (text: string, callId: string) => ({ input_type: 'request', texts: [text], litellm_call_id: callId });

/** The engine's own count of the calls it answered on an endpoint. */
async function engineCalls(endpoint: string): Promise<number> {
  const text = await (await fetch(`${engine.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith(`aigw_pseudonymizer_requests_total{endpoint="${endpoint}"`))
    .reduce((n, l) => n + Number(l.split(' ').pop()), 0);
}

describe('while the license has lapsed', () => {
  beforeEach(async () => {
    await bed.startGate({}, engine.url);
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
  });

  test('the alt path gets the alt block verdict, the LiteLLM path its own, and the engine is asked nothing', async () => {
    const before = await engineCalls('alt_check');
    const alt = await post(`${bed.gate.url}${ALT_PATH}`, altCall('Ann Lee joined Acme.', 'r-lapsed'));
    expect(alt.status).toBe(200);
    expect(alt.headers.get('content-type')).toMatch(/^application\/json/);
    expect(alt.json).toEqual({ action: 'block', reason: DEFAULT_BLOCKED_REASON });

    const litellm = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, guardrailCall('Ann Lee joined Acme.', 'c-lapsed'));
    expect(litellm.status).toBe(200);
    expect(litellm.json).toEqual({ action: 'BLOCKED', blocked_reason: DEFAULT_BLOCKED_REASON });

    expect(await engineCalls('alt_check')).toBe(before);
    expect((await scrape(bed.gate.metricsUrl)).get('platform_guardrail_proxy_requests_total{decision="blocked_unlicensed"}')).toBe(2);
  });

  test('a query on the alt path keeps it the alt path', async () => {
    const alt = await post(`${bed.gate.url}${ALT_PATH}?trace=1`, altCall('hello', 'r-query'));
    expect(alt.json).toEqual({ action: 'block', reason: DEFAULT_BLOCKED_REASON });
  });
});

describe('with the alt path set to another path', () => {
  test('that path gets the alt block verdict, and the default alt path is just another LiteLLM path', async () => {
    await bed.startGate({ altPath: '/guard/alt', blockedReason: 'no license here' }, engine.url);
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
    expect((await post(`${bed.gate.url}/guard/alt`, altCall('hello', 'r-1'))).json).toEqual({ action: 'block', reason: 'no license here' });
    expect((await post(`${bed.gate.url}${ALT_PATH}`, altCall('hello', 'r-2'))).json).toEqual({ action: 'BLOCKED', blocked_reason: 'no license here' });
  });
});

describe('while the license is valid', () => {
  test("forwards alt calls to the engine and counts its pass, rewrite and block verdicts", async () => {
    await bed.startGate({ logLevel: 'debug' }, engine.url);
    const pass = await post(`${bed.gate.url}${ALT_PATH}`, altCall('hello there', 'r-pass'));
    expect(pass.json).toEqual({ action: 'pass', content: 'hello there', scope: 'request' });
    const rewrite = await post(`${bed.gate.url}${ALT_PATH}`, altCall('Ann Lee joined.', 'r-rewrite'));
    expect(rewrite.json).toMatchObject({ action: 'rewrite', scope: 'request' });
    expect(rewrite.json.content).not.toContain('Ann Lee');
    const block = await post(`${bed.gate.url}${ALT_PATH}`, altCall('THROW-NOW', 'r-block'));
    expect(block.json).toEqual({ action: 'block', reason: expect.stringMatching(/^Pseudonymizer: /), scope: 'request' });
    // The LiteLLM path of the same engine, through the same gate, still counts in its own terms.
    const none = await post(`${bed.gate.url}${GUARDRAIL_PATH}`, guardrailCall('hello there', 'c-none'));
    expect(none.json).toEqual({ action: 'NONE' });

    const samples = await scrape(bed.gate.metricsUrl);
    expect(Object.fromEntries([...samples].filter(([name]) => name.startsWith(VERDICT)))).toEqual({
      [`${VERDICT}{action="NONE"}`]: 1,
      [`${VERDICT}{action="GUARDRAIL_INTERVENED"}`]: 0,
      [`${VERDICT}{action="BLOCKED"}`]: 0,
      [`${VERDICT}{action="pass"}`]: 1,
      [`${VERDICT}{action="rewrite"}`]: 1,
      [`${VERDICT}{action="block"}`]: 1,
    });
    expect(samples.get('platform_guardrail_proxy_requests_total{decision="forwarded"}')).toBe(4);

    // The debug record carries the alt verdict's own message, read from `reason`.
    const records = bed.gate.logs.records.filter((r) => r.msg === 'guardrail request' && r.path === ALT_PATH);
    expect(records.map((r) => [r.upstream_action, r.upstream_blocked_reason])).toEqual([
      ['pass', null],
      ['rewrite', null],
      ['block', block.json.reason],
    ]);
  });
});
