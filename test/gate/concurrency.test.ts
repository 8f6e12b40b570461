/**
 * The license flips on disk while a client keeps sending: no request may reach the engine while
 * the license on disk has been invalid for longer than one poll interval.
 */
import { POLL_MS, post, useGateTestbed } from './helpers';

/**
 * A poll reads three small files and verifies one signature: a few milliseconds, but on a shared
 * CI machine the timer itself may fire late. This is the allowance for that, not for the poll interval.
 */
const SCHEDULING_ALLOWANCE_MS = 100;

const bed = useGateTestbed({ per: 'file', gate: {} });

test('no request is forwarded while the license on disk has been invalid for longer than one poll interval', async () => {
  const valid = await bed.volume.license();
  const invalid = [
    { license: 'garbled' },
    {},
    { license: valid, revocations: await bed.volume.revocations(['lic-test']) },
    { license: await bed.volume.license({ features: ['multi-tenancy'] }) },
  ];
  // Each interval during which the disk held an invalid license: [invalid written, valid about to be written).
  const invalidSpans: Array<{ from: number; until: number }> = [];
  let flipping = true;
  const flipper = (async () => {
    for (let round = 0; round < 8; round++) {
      await bed.volume.mount(invalid[round % invalid.length]);
      const from = Date.now();
      await new Promise((r) => setTimeout(r, 4 * POLL_MS + (round % 3) * 37));
      invalidSpans.push({ from, until: Date.now() });
      await bed.volume.mount({ license: valid });
      await new Promise((r) => setTimeout(r, 4 * POLL_MS + (round % 2) * 23));
    }
    flipping = false;
  })();

  const answers = { forwarded: 0, blocked: 0 };
  const client = async () => {
    while (flipping) {
      const response = await post(`${bed.gate.url}/beta/proxy_basic_guardrail_api`);
      expect(response.status).toBe(200);
      if (response.json.action === 'BLOCKED') answers.blocked += 1;
      else answers.forwarded += 1;
    }
  };
  await Promise.all([flipper, client(), client(), client()]);

  const late = bed.upstream.received.filter((r) => invalidSpans.some((s) => r.at > s.from + POLL_MS + SCHEDULING_ALLOWANCE_MS && r.at < s.until));
  expect(late).toEqual([]);
  // The run really exercised both states.
  expect(answers.forwarded).toBeGreaterThan(0);
  expect(answers.blocked).toBeGreaterThan(0);
  expect(bed.upstream.received).toHaveLength(answers.forwarded);
}, 30_000);
