/**
 * How soon a license that turns invalid on disk stops the forwarding, with clients hammering the
 * gate. The README promises: no request reaches the engine later than one poll interval after the
 * change is on disk. Measured in poll intervals, from the moment the change was written.
 */
import { Pool } from 'undici';
import { LicenseVolume, Upstream, startTestGate, type TestGate } from './helpers';

const INTERVAL_MS = 400;
/** Allowance for the request already inside the gate when the change is seen, and for a late timer on a shared machine. */
const SLACK_INTERVALS = 0.25;
const CLIENTS = 24;
const ROUNDS = 4;

let volume: LicenseVolume;
let upstream: Upstream;
let gate: TestGate;
let pool: Pool;

beforeAll(async () => {
  volume = await LicenseVolume.create();
  await volume.mountValid();
  upstream = await Upstream.start();
  gate = await startTestGate(volume, upstream.url, { licensePollMs: INTERVAL_MS });
  pool = new Pool(gate.url, { connections: CLIENTS });
});

afterAll(async () => {
  await pool.close();
  await gate.close();
  await upstream.close();
  await volume.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs CLIENTS clients in a loop while `lapse` makes the license invalid ROUNDS times; returns the
 * worst time, in poll intervals, from a lapse on disk to the last request the engine got after it.
 */
async function worstDetection(lapse: () => Promise<number>): Promise<{ worst: number; blocked: number }> {
  let running = true;
  let blocked = 0;
  const client = async () => {
    while (running) {
      const response = await pool.request({ method: 'POST', path: '/beta/proxy_basic_guardrail_api', body: '{"texts":["hi"]}', headers: { 'content-type': 'application/json' } });
      const text = await response.body.text();
      if (text.includes('BLOCKED')) blocked += 1;
    }
  };
  const clients = Array.from({ length: CLIENTS }, () => client());
  let worst = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      await volume.mountValid();
      // Forwarding again (the valid license was read), and for a varying part of a poll interval, so the lapse falls anywhere in the cadence.
      const restored = upstream.received.length;
      while (upstream.received.length === restored) await sleep(5);
      await sleep((INTERVAL_MS * (round + 1)) / (ROUNDS + 1));
      const from = await lapse();
      await sleep(3 * INTERVAL_MS);
      const after = upstream.received.filter((r) => r.at >= from).map((r) => r.at - from);
      worst = Math.max(worst, ...after, 0);
    }
  } finally {
    running = false;
    await Promise.all(clients);
  }
  return { worst: worst / INTERVAL_MS, blocked };
}

test('under load, a license swapped for an invalid one (as the kubelet swaps a Secret) forwards nothing after one poll interval', async () => {
  const revoked = { license: await volume.license({ id: 'lic-test' }), revocations: await volume.revocations(['lic-test']) };
  const { worst, blocked } = await worstDetection(() => volume.mount(revoked));
  expect(blocked).toBeGreaterThan(0);
  expect(worst).toBeLessThanOrEqual(1 + SLACK_INTERVALS);
}, 60_000);

test('under load, a license rewritten in place (no directory event: only the poll sees it) forwards nothing after one poll interval', async () => {
  const unlicensed = await volume.license({ features: ['multi-tenancy'] });
  const { worst, blocked } = await worstDetection(() => volume.rewriteLicenseInPlace(unlicensed));
  expect(blocked).toBeGreaterThan(0);
  expect(worst).toBeLessThanOrEqual(1 + SLACK_INTERVALS);
}, 60_000);
