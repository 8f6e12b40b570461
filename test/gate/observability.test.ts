/** What an operator sees: /metrics, /healthz, /readyz, the flip lines and the per-request debug records. */
import { licenseBecomes, post, scrape, useGateTestbed } from './helpers';

const PATH = '/beta/proxy_basic_guardrail_api';

const bed = useGateTestbed();

function engineAnswers(...verdicts: object[]): void {
  let i = 0;
  bed.upstream.respond = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(verdicts[i++ % verdicts.length]));
  };
}

describe('/metrics', () => {
  test('counts decisions and engine verdicts, times engine calls, and shows license validity', async () => {
    await bed.startGate();
    engineAnswers({ action: 'NONE' }, { action: 'GUARDRAIL_INTERVENED', texts: ['[PERSON_1]'] }, { action: 'BLOCKED', blocked_reason: 'no' }, { texts: [] });
    for (let i = 0; i < 4; i++) await post(`${bed.gate.url}${PATH}`);
    const samples = await scrape(bed.gate.metricsUrl);
    expect(Object.fromEntries([...samples].filter(([name]) => !name.includes('_bucket')))).toEqual({
      'platform_guardrail_proxy_requests_total{decision="forwarded"}': 4,
      'platform_guardrail_proxy_requests_total{decision="blocked_unlicensed"}': 0,
      'platform_guardrail_proxy_requests_total{decision="upstream_error"}': 0,
      'platform_guardrail_proxy_upstream_verdicts_total{action="NONE"}': 1,
      'platform_guardrail_proxy_upstream_verdicts_total{action="GUARDRAIL_INTERVENED"}': 1,
      'platform_guardrail_proxy_upstream_verdicts_total{action="BLOCKED"}': 1,
      // The alt protocol's verdicts, counted on the alt path only (test/gate/alt-protocol.test.ts).
      'platform_guardrail_proxy_upstream_verdicts_total{action="pass"}': 0,
      'platform_guardrail_proxy_upstream_verdicts_total{action="rewrite"}': 0,
      'platform_guardrail_proxy_upstream_verdicts_total{action="block"}': 0,
      'platform_guardrail_proxy_upstream_duration_seconds_sum': expect.any(Number),
      'platform_guardrail_proxy_upstream_duration_seconds_count': 4,
      'platform_guardrail_proxy_license_valid': 1,
    });
    expect(samples.get('platform_guardrail_proxy_upstream_duration_seconds_sum')).toBeGreaterThan(0);
  });

  test("counts an action only in the protocol of the path it answered, and passes unknown ones through uncounted", async () => {
    await bed.startGate();
    const verdicts = [{ action: 'pass' }, { action: 'NONE' }, { action: 'toString' }, { action: '__proto__' }, { action: 'constructor' }];
    engineAnswers(...verdicts);
    // The LiteLLM path gets an alt action, then its own, then names every object inherits.
    const answers = [];
    for (let i = 0; i < verdicts.length; i++) answers.push(await post(`${bed.gate.url}${PATH}`));
    expect(answers.map((a) => [a.status, a.json])).toEqual(verdicts.map((v) => [200, v]));
    // ... and the alt path a LiteLLM action, then its own.
    engineAnswers({ action: 'BLOCKED', blocked_reason: 'x' }, { action: 'rewrite', content: 'y' });
    for (let i = 0; i < 2; i++) await post(`${bed.gate.url}/v1/alt/check`, { phase: 'pre_call', content: 'y', request_id: 'r' });
    const samples = await scrape(bed.gate.metricsUrl);
    const counted = [...samples].filter(([name, n]) => name.startsWith('platform_guardrail_proxy_upstream_verdicts_total') && n > 0);
    expect(Object.fromEntries(counted)).toEqual({
      'platform_guardrail_proxy_upstream_verdicts_total{action="NONE"}': 1,
      'platform_guardrail_proxy_upstream_verdicts_total{action="rewrite"}': 1,
    });
  });

  test('reads the verdict of a gzip-encoded engine answer, and passes the bytes on untouched', async () => {
    const { gzipSync } = await import('node:zlib');
    const compressed = gzipSync(JSON.stringify({ action: 'BLOCKED', blocked_reason: 'x' }));
    bed.upstream.respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(compressed);
    };
    await bed.startGate();
    const response = await fetch(`${bed.gate.url}${PATH}`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ action: 'BLOCKED', blocked_reason: 'x' });
    expect((await scrape(bed.gate.metricsUrl)).get('platform_guardrail_proxy_upstream_verdicts_total{action="BLOCKED"}')).toBe(1);
  });

  test('license_valid follows the license to 0 and back without any request', async () => {
    await bed.startGate();
    const valid = async () => (await scrape(bed.gate.metricsUrl)).get('platform_guardrail_proxy_license_valid');
    expect(await valid()).toBe(1);
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
    await bed.volume.mountValid();
    await licenseBecomes(bed.gate.metricsUrl, true);
    expect(bed.upstream.received).toHaveLength(0);
  });

  test('the data port does not serve /metrics: the path goes to the engine', async () => {
    await bed.startGate();
    await fetch(`${bed.gate.url}/metrics`);
    expect(bed.upstream.received.map((r) => r.url)).toEqual(['/metrics']);
  });
});

describe('/healthz and /readyz', () => {
  test('answer 200 while forwarding, while failing closed, and while the engine is down', async () => {
    await bed.startGate();
    const probe = async () => Promise.all(['/healthz', '/readyz'].map(async (p) => (await fetch(`${bed.gate.metricsUrl}${p}`)).status));
    expect(await probe()).toEqual([200, 200]);
    await bed.volume.mount({ license: 'garbage' });
    await licenseBecomes(bed.gate.metricsUrl, false);
    expect((await post(`${bed.gate.url}${PATH}`)).json.action).toBe('BLOCKED');
    expect(await probe()).toEqual([200, 200]);
    await bed.upstream.close();
    expect(await probe()).toEqual([200, 200]);
  });
});

describe('log lines', () => {
  test('one warning at the flip to blocking, one info line at the flip back, and never the token', async () => {
    const token = await bed.volume.license({ id: 'lic-flip' });
    await bed.volume.mount({ license: token });
    await bed.startGate();
    await bed.volume.mount({ license: token, revocations: await bed.volume.revocations(['lic-flip']) });
    await licenseBecomes(bed.gate.metricsUrl, false);
    for (let i = 0; i < 3; i++) await post(`${bed.gate.url}${PATH}`);
    await bed.volume.mount({ license: token });
    await licenseBecomes(bed.gate.metricsUrl, true);
    for (let i = 0; i < 3; i++) await post(`${bed.gate.url}${PATH}`);

    const flips = bed.gate.logs.records.filter((r) => /^license (allows|does not allow)/.test(String(r.msg)));
    expect(flips.map((r) => [r.level, r.msg])).toEqual([
      ['INFO', "license allows feature 'guardrail': forwarding requests"],
      ['WARN', "license does not allow feature 'guardrail': blocking every request"],
      ['INFO', "license allows feature 'guardrail': forwarding requests"],
    ]);
    expect(flips[1]).toMatchObject({ reason: 'revoked', detail: 'license lic-flip is revoked' });
    expect(bed.gate.logs.raw).not.toContain(token.split('.')[1]);
    expect(bed.gate.logs.raw).not.toContain(token.split('.')[2]);
  });

  test('an unreachable engine is logged at error level even at log level error', async () => {
    const downUrl = bed.upstream.url;
    await bed.upstream.close();
    await bed.startGate({ logLevel: 'error' }, downUrl);
    await post(`${bed.gate.url}${PATH}`, {}, { 'x-request-id': 'r-down' });
    const records = bed.gate.logs.records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 'ERROR', request_id: 'r-down', code: 'AIGW_GATE_UPSTREAM_UNREACHABLE', status: 502 });
  });

  test('the upstream API key never reaches a log line', async () => {
    await bed.startGate({ apiKey: 'super-secret-engine-key', logLevel: 'debug' }, 'http://127.0.0.1:9');
    await post(`${bed.gate.url}${PATH}`, {}, { 'x-api-key': 'caller-secret' });
    expect(bed.gate.logs.raw).not.toContain('super-secret-engine-key');
    expect(bed.gate.logs.raw).not.toContain('caller-secret');
  });
});

describe('debug records', () => {
  test('one record per request with exactly the fields of the spec', async () => {
    await bed.startGate({ logLevel: 'debug' });
    engineAnswers({ action: 'BLOCKED', blocked_reason: 'Matched: Alice' });
    await post(`${bed.gate.url}${PATH}?secret=query`, {}, { 'x-request-id': 'dbg-1' });
    await bed.volume.mount({});
    await licenseBecomes(bed.gate.metricsUrl, false);
    await post(`${bed.gate.url}/v1/alt/check`, {}, { 'x-request-id': 'dbg-2' });
    await bed.upstream.close();
    await bed.volume.mountValid();
    await licenseBecomes(bed.gate.metricsUrl, true);
    await fetch(`${bed.gate.url}${PATH}`, { method: 'PUT', headers: { 'x-request-id': 'dbg-3' } });

    const records = bed.gate.logs.records.filter((r) => r.msg === 'guardrail request');
    expect(records).toEqual([
      { level: 'DEBUG', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), component: 'gate', msg: 'guardrail request', request_id: 'dbg-1', method: 'POST', path: PATH, decision: 'forwarded', status: 200, duration_ms: expect.any(Number), upstream_action: 'BLOCKED', upstream_blocked_reason: 'Matched: Alice' },
      { level: 'DEBUG', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), component: 'gate', msg: 'guardrail request', request_id: 'dbg-2', method: 'POST', path: '/v1/alt/check', decision: 'blocked_unlicensed', status: 200, duration_ms: expect.any(Number), upstream_action: null, upstream_blocked_reason: null },
      { level: 'DEBUG', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), component: 'gate', msg: 'guardrail request', request_id: 'dbg-3', method: 'PUT', path: PATH, decision: 'upstream_error', status: 502, duration_ms: expect.any(Number), upstream_action: null, upstream_blocked_reason: null },
    ]);
    for (const record of records) expect(Number.isInteger(record.duration_ms)).toBe(true);
  });

  test('no per-request record at log level info', async () => {
    await bed.startGate({ logLevel: 'info' });
    await post(`${bed.gate.url}${PATH}`);
    expect(bed.gate.logs.records.filter((r) => r.msg === 'guardrail request')).toEqual([]);
  });
});
