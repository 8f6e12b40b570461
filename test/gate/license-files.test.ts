/**
 * License files no Secret holds — a named pipe, a file far larger than a Secret may be — count as no
 * valid license: the gate blocks (fails closed), says why once, and never waits on or holds them.
 */
import { POLL_MS, decisions, licenseBecomes, post, scrape, useGateTestbed } from './helpers';

const GUARDRAIL_PATH = '/beta/proxy_basic_guardrail_api';

let release: (() => void) | undefined;

// Declared before the testbed, so a reader blocked on a named pipe is released before the teardown.
afterEach(() => {
  release?.();
  release = undefined;
});

const bed = useGateTestbed({ gate: {} });

beforeEach(async () => {
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json).toEqual({ action: 'NONE' });
});

const blockingLines = () => bed.gate.logs.records.filter((r) => String(r.msg).includes('blocking every request'));

async function expectBlockedFor(detail: RegExp, reason = 'missing'): Promise<void> {
  await licenseBecomes(bed.gate.metricsUrl, false);
  expect((await post(`${bed.gate.url}${GUARDRAIL_PATH}`)).json.action).toBe('BLOCKED');
  expect(bed.upstream.received).toHaveLength(1);
  expect(decisions(await scrape(bed.gate.metricsUrl))).toMatchObject({ forwarded: 1, blocked_unlicensed: 1 });
  // Several more polls see the same unusable file: still one line about it.
  await new Promise((r) => setTimeout(r, 5 * POLL_MS));
  expect(blockingLines()).toHaveLength(1);
  expect(blockingLines()[0]).toMatchObject({ level: 'WARN', reason });
  expect(String(blockingLines()[0].detail)).toMatch(detail);
}

test('a named pipe in place of license.jwt (a read that never finishes) blocks every request, logged once', async () => {
  release = await bed.volume.mountNamedPipe();
  await expectBlockedFor(/license\.jwt: not a regular file/);
});

test('a 10 MB file in place of license.jwt is refused unread past the 1 MiB a Secret may hold', async () => {
  await bed.volume.mount({ license: 'garbage '.repeat(10 * 1024 * 1024 / 8) });
  await expectBlockedFor(/license\.jwt: larger than 1048576 bytes/);
});

test('a public key past the Secret size limit counts as no license too', async () => {
  await bed.volume.mount({ license: await bed.volume.license(), publicKey: 'k'.repeat(1024 * 1024 + 1) });
  await expectBlockedFor(/license\.pub: larger than 1048576 bytes/);
});

test('a license at the size limit is still read (and judged on its content)', async () => {
  await bed.volume.mount({ license: 'g'.repeat(1024 * 1024) });
  await expectBlockedFor(/./, 'garbled');
  expect(String(blockingLines()[0].detail)).not.toMatch(/larger than/);
});
