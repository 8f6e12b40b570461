/**
 * Real things for the gate's tests: license files in a directory laid out like a Kubernetes
 * Secret volume (files are symlinks into `..data`, swapped atomically), a real upstream HTTP server
 * that records what reached it, and a gate started in-process on free loopback ports.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { mkdtemp, mkdir, rename, rm, symlink, writeFile, unlink } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { generateLicenseKeyPair, issueLicense, issueRevocationList, type IssueOptions, type LicenseKeyPair } from '../../lib/license';
import { startGate, type GateOptions } from '../../gate';

export const POLL_MS = 50;

/** A license Secret mounted the way the kubelet does it: each key a symlink to `..data/<key>`. */
export class LicenseVolume {
  private generation = 0;
  private constructor(readonly dir: string, readonly keys: LicenseKeyPair) {}

  static async create(): Promise<LicenseVolume> {
    const dir = await mkdtemp(join(tmpdir(), 'aigw-gate-license-'));
    const volume = new LicenseVolume(dir, await generateLicenseKeyPair());
    for (const key of ['license.jwt', 'license.pub', 'revocations.jwt']) await symlink(join('..data', key), join(dir, key));
    return volume;
  }

  get licenseFile(): string {
    return join(this.dir, 'license.jwt');
  }
  get publicKeyFile(): string {
    return join(this.dir, 'license.pub');
  }
  get revocationFile(): string {
    return join(this.dir, 'revocations.jwt');
  }

  /** A license signed by this volume's key: valid for an hour, feature guardrail, unless overridden. */
  async license(overrides: Partial<IssueOptions> = {}): Promise<string> {
    const now = new Date();
    return issueLicense(this.keys.privateKeyPem, {
      licensee: 'Acme Corp',
      features: ['guardrail'],
      expiresAt: new Date(now.getTime() + 3_600_000),
      id: 'lic-test',
      now,
      ...overrides,
    });
  }

  async revocations(ids: string[]): Promise<string> {
    return issueRevocationList(this.keys.privateKeyPem, ids, new Date());
  }

  /**
   * Replaces the Secret's content in one atomic step, as the kubelet does: a new timestamped
   * directory, then `..data` renamed over. A key left out is absent from the new content. Returns
   * the time (ms since the epoch) the swap was done: from then on the new content is what is mounted.
   */
  async mount(content: { license?: string; publicKey?: string; revocations?: string }): Promise<number> {
    this.generation += 1;
    const data = `..${this.generation}_data`;
    await mkdir(join(this.dir, data));
    const files: Array<[string, string | undefined]> = [
      ['license.jwt', content.license],
      ['license.pub', content.publicKey ?? this.keys.publicKeyPem],
      ['revocations.jwt', content.revocations],
    ];
    for (const [name, text] of files) if (text !== undefined) await writeFile(join(this.dir, data, name), text);
    await symlink(data, join(this.dir, '..data_tmp'));
    await rename(join(this.dir, '..data_tmp'), join(this.dir, '..data'));
    const swapped = Date.now();
    if (this.generation > 1) await rm(join(this.dir, `..${this.generation - 1}_data`), { recursive: true, force: true });
    return swapped;
  }

  async mountValid(overrides: Partial<IssueOptions> = {}): Promise<void> {
    await this.mount({ license: await this.license(overrides) });
  }

  /**
   * Mounts a named pipe nobody writes to as `license.jwt` (the public key stays): a reader that
   * waits for it waits forever. Returns a function that releases any such reader.
   */
  async mountNamedPipe(): Promise<() => void> {
    this.generation += 1;
    const data = join(this.dir, `..${this.generation}_data`);
    await mkdir(data);
    await writeFile(join(data, 'license.pub'), this.keys.publicKeyPem);
    const pipe = join(data, 'license.jwt');
    execFileSync('mkfifo', [pipe]);
    await symlink(`..${this.generation}_data`, join(this.dir, '..data_tmp'));
    await rename(join(this.dir, '..data_tmp'), join(this.dir, '..data'));
    // Opening read-write never blocks on Linux and counts as a writer: a blocked reader opens, then sees EOF.
    return () => closeSync(openSync(pipe, constants.O_RDWR));
  }

  /** Rewrites `license.jwt` inside the current content, without the atomic swap (so no directory event). */
  async rewriteLicenseInPlace(text: string): Promise<number> {
    await writeFile(join(this.dir, `..${this.generation}_data`, 'license.jwt'), text);
    return Date.now();
  }

  /** Removes `license.jwt` from the current content, without the atomic swap (the symlink then dangles). */
  async removeLicenseInPlace(): Promise<void> {
    await unlink(join(this.dir, `..${this.generation}_data`, 'license.jwt'));
  }

  /** Removes the whole Secret (no `..data` at all). */
  async unmount(): Promise<void> {
    await unlink(join(this.dir, '..data')).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Responder = (req: Received, res: ServerResponse) => void;

export const answerNone: Responder = (_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ action: 'NONE' }));
};

/** A real HTTP server standing in for the guardrail engine. */
export class Upstream {
  readonly received: Received[] = [];
  respond: Responder = answerNone;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<Upstream> {
    let self: Upstream | undefined;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() };
        self!.received.push(received);
        self!.respond(received, res);
      });
    });
    self = new Upstream(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Log records the gate wrote, parsed. */
export class LogCapture {
  readonly stream = new PassThrough();
  private text = '';
  constructor() {
    this.stream.on('data', (c) => (this.text += String(c)));
  }
  get records(): Array<Record<string, unknown>> {
    return this.text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  get raw(): string {
    return this.text;
  }
}

export interface TestGate {
  readonly url: string;
  readonly metricsUrl: string;
  readonly logs: LogCapture;
  close(): Promise<void>;
}

export async function startTestGate(volume: LicenseVolume, upstreamUrl: string, options: Partial<GateOptions> = {}): Promise<TestGate> {
  const logs = new LogCapture();
  const gate = await startGate({
    upstream: upstreamUrl,
    licenseFile: volume.licenseFile,
    licensePublicKeyFile: volume.publicKeyFile,
    revocationFile: volume.revocationFile,
    host: '127.0.0.1',
    port: 0,
    metricsPort: 0,
    licensePollMs: POLL_MS,
    logStream: logs.stream,
    ...options,
  });
  return {
    url: `http://127.0.0.1:${gate.port}`,
    metricsUrl: `http://127.0.0.1:${gate.metricsPort}`,
    logs,
    close: () => gate.close(),
  };
}

/** Waits until `check` returns true (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Waits until the gate's license_valid gauge says `valid`: the gate has read the files changed on
 * disk (within one poll interval; waiting on the gauge keeps a slow CI machine from failing the test).
 */
export async function licenseBecomes(metricsUrl: string, valid: boolean): Promise<void> {
  await eventually(
    async () => (await scrape(metricsUrl)).get('platform_guardrail_proxy_license_valid') === (valid ? 1 : 0),
    5000,
    `platform_guardrail_proxy_license_valid ${valid ? 1 : 0}`,
  );
}

/** Prometheus text -> `name{labels}` -> value. */
export async function scrape(metricsUrl: string): Promise<Map<string, number>> {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(\S+) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

export function decisions(samples: Map<string, number>): Record<string, number | undefined> {
  const of = (d: string) => samples.get(`platform_guardrail_proxy_requests_total{decision="${d}"}`);
  return { forwarded: of('forwarded'), blocked_unlicensed: of('blocked_unlicensed'), upstream_error: of('upstream_error') };
}

export async function post(url: string, body: unknown = { input_type: 'request', texts: ['hello'] }, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

/** What {@link useGateTestbed} sets up around each test (or each file). */
export interface GateTestbed {
  /** A license volume holding a valid license for feature guardrail. */
  readonly volume: LicenseVolume;
  /** The engine stand-in (absent with `upstream: false`). */
  readonly upstream: Upstream;
  /** The gate in front of it; started by the setup when given `gate` options, else by {@link startGate}. */
  readonly gate: TestGate;
  /** Starts the gate on the volume, in front of the upstream (or `upstreamUrl`); it is closed with the rest. */
  startGate(options?: Partial<GateOptions>, upstreamUrl?: string): Promise<TestGate>;
  /** Closes the gate now, so the test can start another. */
  closeGate(): Promise<void>;
}

export interface GateTestbedSetup {
  /** Set up and torn down around every test (default), or once for the whole file. */
  readonly per?: 'test' | 'file';
  /** Whether an upstream stand-in is started (default true). */
  readonly upstream?: boolean;
  /** Starts a gate in the setup with these options; without them the test starts its own. */
  readonly gate?: Partial<GateOptions>;
}

/**
 * The license volume (a valid license mounted), the upstream and the gate most gate tests run
 * against, set up and torn down by hooks registered here. Hooks a file registers before calling this
 * run before the teardown (e.g. to release connections first).
 */
export function useGateTestbed(setup: GateTestbedSetup = {}): GateTestbed {
  let volume: LicenseVolume | undefined;
  let upstream: Upstream | undefined;
  let gate: TestGate | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the testbed has no ${what} (not set up, or already torn down)`);
    return value;
  };
  const bed: GateTestbed = {
    get volume() {
      return need(volume, 'license volume');
    },
    get upstream() {
      return need(upstream, 'upstream');
    },
    get gate() {
      return need(gate, 'gate');
    },
    async startGate(options = {}, upstreamUrl) {
      if (gate !== undefined) throw new Error('the testbed already runs a gate');
      gate = await startTestGate(bed.volume, upstreamUrl ?? bed.upstream.url, options);
      return gate;
    },
    async closeGate() {
      await gate?.close();
      gate = undefined;
    },
  };
  const before = setup.per === 'file' ? beforeAll : beforeEach;
  const after = setup.per === 'file' ? afterAll : afterEach;
  before(async () => {
    volume = await LicenseVolume.create();
    await volume.mountValid();
    if (setup.upstream !== false) upstream = await Upstream.start();
    if (setup.gate !== undefined) await bed.startGate(setup.gate);
  });
  after(async () => {
    await gate?.close();
    await upstream?.close();
    await volume?.destroy();
    gate = upstream = volume = undefined;
  });
  return bed;
}
