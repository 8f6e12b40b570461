/**
 * A license change on disk decides the very next request, with clients hammering the gate. docs/gate.md
 * promises: once the operation that changed the files has completed, every request sent afterwards is
 * judged on the new files. Asserted causally, never by the clock: each request carries an id and is
 * marked by what had completed on disk when it was sent; the engine stand-in records the ids it got.
 * A request counts if it was answered before the next change began.
 */
import { Pool } from 'undici';
import { useGateTestbed } from './helpers';

/** Long, so the poll and the directory watch cannot be what catches a change: only the per-request check can. */
const POLL_MS = 60_000;
const CLIENTS = 24;
const ROUNDS = 3;
/** Requests sent after a change (or a restore) that must complete before the round moves on. */
const AFTER_EACH_STEP = 2 * CLIENTS;
const PROBE = 'x-detection-probe';
/** Ids are unique across the file's tests: the engine stand-in keeps what it got for all of them. */
let nextProbe = 0;

let pool: Pool;

// Declared before the testbed, so the client's connections close before the gate does.
afterAll(async () => {
  await pool.close();
});

const bed = useGateTestbed({ per: 'file', gate: { licensePollMs: POLL_MS } });

beforeAll(() => {
  pool = new Pool(bed.gate.url, { connections: CLIENTS });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What completed on disk before a request was sent. */
type Phase = 'valid' | 'changing' | 'changed' | 'restoring' | 'restored';

interface Sent {
  readonly id: string;
  /** What had completed on disk when the request was sent. */
  readonly phase: Phase;
  readonly round: number;
  /** Set when answered, if no further change had begun by then (a request still in flight when the next change starts may be judged on either). */
  blocked?: boolean;
}

/**
 * Runs CLIENTS clients in a loop while, ROUNDS times, `change` makes the license invalid and `restore`
 * makes it valid again; each step waits until AFTER_EACH_STEP requests sent after it have been answered.
 */
async function underLoad(change: () => Promise<unknown>, restore: () => Promise<unknown>): Promise<Sent[]> {
  let running = true;
  let phase: Phase = 'valid';
  let round = 0;
  const sent: Sent[] = [];
  const answered = (p: Phase) => sent.filter((s) => s.round === round && s.phase === p && s.blocked !== undefined).length;
  const client = async () => {
    while (running) {
      const request: Sent = { id: `probe-${nextProbe++}`, phase, round };
      sent.push(request);
      const response = await pool.request({
        method: 'POST',
        path: '/beta/proxy_basic_guardrail_api',
        body: '{"texts":["hi"]}',
        headers: { 'content-type': 'application/json', [PROBE]: request.id },
      });
      const text = await response.body.text();
      if (phase === request.phase && round === request.round) request.blocked = text.includes('BLOCKED');
    }
  };
  const clients = Array.from({ length: CLIENTS }, () => client());
  const settle = async (p: Phase) => {
    while (answered(p) < AFTER_EACH_STEP) await sleep(5);
  };
  try {
    for (round = 0; round < ROUNDS; round++) {
      phase = 'valid';
      await settle('valid');
      phase = 'changing';
      await change();
      phase = 'changed';
      await settle('changed');
      phase = 'restoring';
      await restore();
      phase = 'restored';
      await settle('restored');
    }
  } finally {
    running = false;
    await Promise.all(clients);
  }
  return sent;
}

/** The requests of `phase` the engine got, and those the gate blocked. */
function outcomes(sent: Sent[], phase: Phase): { total: number; reached: string[]; blocked: string[]; forwarded: string[] } {
  const reachedIds = new Set(bed.upstream.received.map((r) => String(r.headers[PROBE])));
  const ofPhase = sent.filter((s) => s.phase === phase && s.blocked !== undefined);
  return {
    total: ofPhase.length,
    reached: ofPhase.filter((s) => reachedIds.has(s.id)).map((s) => s.id),
    blocked: ofPhase.filter((s) => s.blocked).map((s) => s.id),
    forwarded: ofPhase.filter((s) => !s.blocked).map((s) => s.id),
  };
}

function expectCausal(sent: Sent[]): void {
  const changed = outcomes(sent, 'changed');
  expect(changed.total).toBeGreaterThanOrEqual(ROUNDS * AFTER_EACH_STEP);
  // Every request sent once the change was complete got the block verdict, and none reached the engine.
  expect(changed.forwarded).toEqual([]);
  expect(changed.reached).toEqual([]);
  const restored = outcomes(sent, 'restored');
  expect(restored.total).toBeGreaterThanOrEqual(ROUNDS * AFTER_EACH_STEP);
  // Every request sent once the valid license was back was forwarded, and reached the engine.
  expect(restored.blocked).toEqual([]);
  expect(restored.reached.length).toBe(restored.total);
}

test('under load, a license swapped for a revoked one (as the kubelet swaps a Secret) blocks every request sent after the swap', async () => {
  const revoked = { license: await bed.volume.license({ id: 'lic-test' }), revocations: await bed.volume.revocations(['lic-test']) };
  const sent = await underLoad(
    () => bed.volume.mount(revoked),
    () => bed.volume.mountValid(),
  );
  expectCausal(sent);
}, 120_000);

test('under load, a license rewritten in place (same inode, no directory event) blocks every request sent after the rewrite', async () => {
  const valid = await bed.volume.license();
  const unlicensed = await bed.volume.license({ features: ['multi-tenancy'] });
  // A different size: the stat sees the rewrite whatever the file system's timestamp granularity
  // (a same-size rewrite within one timestamp tick is left to the poll, as docs/gate.md says).
  expect(unlicensed.length).not.toBe(valid.length);
  const sent = await underLoad(
    () => bed.volume.rewriteLicenseInPlace(unlicensed),
    () => bed.volume.rewriteLicenseInPlace(valid),
  );
  expectCausal(sent);
}, 120_000);

test('under load, a license file removed blocks every request sent after the removal', async () => {
  const sent = await underLoad(
    () => bed.volume.removeLicenseInPlace(),
    () => bed.volume.mountValid(),
  );
  expectCausal(sent);
}, 120_000);
