/**
 * One log format for the operator, the gate and the engine: JSON lines with `level` (the same
 * upper-case words), an ISO `time`, the `component` and `msg`. Each component runs for real here
 * (the gate and the engine as HTTP servers) and its lines are read back.
 */
import { PassThrough } from 'node:stream';
import { startPseudonymizer } from '../../engines/pseudonymizer';
import { createLogger, fastifyLoggerOptions, type Level } from '../../log';
import { LicenseVolume, LogCapture, startTestGate, Upstream } from '../gate/helpers';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function expectOneFormat(records: Array<Record<string, unknown>>, component: string): void {
  expect(records.length).toBeGreaterThan(0);
  for (const r of records) {
    expect(Object.keys(r).slice(0, 2)).toEqual(['level', 'time']);
    expect(['DEBUG', 'INFO', 'WARN', 'ERROR']).toContain(r.level);
    expect(r.time).toMatch(ISO_TIME);
    expect(r.component).toBe(component);
    expect(typeof r.msg).toBe('string');
    expect(r).not.toHaveProperty('pid');
    expect(r).not.toHaveProperty('hostname');
  }
}

async function startEngine(level: Level) {
  const logs = new LogCapture();
  const engine = await startPseudonymizer({ port: 0, host: '127.0.0.1', logger: fastifyLoggerOptions('engine', level, logs.stream) });
  return { logs, url: engine.url, close: () => engine.app.close() };
}

test('the operator writes the format', () => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c) => (text += String(c)));
  const log = createLogger(out, 'info', { component: 'operator' });
  log.debug({}, 'hidden at info');
  log.info({ namespace: 'ai', name: 'main' }, 'event raised');
  log.child({ informer: 'gateways' }).warn({}, 'watch stalled');
  const records = text.trim().split('\n').map((l) => JSON.parse(l));
  expectOneFormat(records, 'operator');
  expect(records.map((r) => [r.level, r.msg])).toEqual([['INFO', 'event raised'], ['WARN', 'watch stalled']]);
  expect(records[1].informer).toBe('gateways');
});

test('the gate writes the format', async () => {
  const volume = await LicenseVolume.create();
  await volume.mountValid();
  const upstream = await Upstream.start();
  const gate = await startTestGate(volume, upstream.url, { logLevel: 'debug' });
  try {
    await fetch(`${gate.url}/beta/litellm_basic_guardrail_api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } finally {
    await gate.close();
    await upstream.close();
    await volume.destroy();
  }
  expectOneFormat(gate.logs.records, 'gate');
  expect(gate.logs.records.map((r) => r.msg)).toEqual(expect.arrayContaining(['license gate started', 'guardrail request']));
});

describe('the engine', () => {
  const call = (url: string) =>
    fetch(`${url}/beta/litellm_basic_guardrail_api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input_type: 'request', litellm_call_id: 'c-1', texts: ['the weather is nice'], structured_messages: null, request_data: {}, additional_provider_specific_params: {} }),
    });

  test('writes the format, one line per call at info, and probes and scrapes only at debug', async () => {
    const engine = await startEngine('info');
    try {
      expect((await call(engine.url)).status).toBe(200);
      for (const path of ['/healthz', '/readyz', '/metrics']) expect((await fetch(`${engine.url}${path}`)).status).toBe(200);
    } finally {
      await engine.close();
    }
    expectOneFormat(engine.logs.records, 'engine');
    const requests = engine.logs.records.filter((r) => r.msg === 'request completed');
    expect(requests).toEqual([expect.objectContaining({ level: 'INFO', method: 'POST', path: '/beta/litellm_basic_guardrail_api', status: 200 })]);
  });

  test('logs probes at debug', async () => {
    const engine = await startEngine('debug');
    try {
      await fetch(`${engine.url}/healthz`);
    } finally {
      await engine.close();
    }
    expectOneFormat(engine.logs.records, 'engine');
    expect(engine.logs.records.filter((r) => r.msg === 'request completed')).toEqual([expect.objectContaining({ level: 'DEBUG', path: '/healthz', status: 200 })]);
  });
});
