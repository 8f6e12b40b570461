/**
 * `aigw operator` as a real child process (the built CLI, as a user runs it), with its JSON log
 * lines collected and its /metrics readable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { REPO_ROOT } from './control-plane';

export { REPO_ROOT };
const AIGW = join(REPO_ROOT, 'bin', 'aigw.js');

export interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export interface StartOptions {
  /** Wait until its caches are synced (the default), or only until it listens (a standby never syncs). */
  readonly until?: 'synced' | 'listening';
  /** Prefixes the command: a benchmark runs it with the Deployment's Node options, in a memory cgroup. */
  readonly wrap?: (file: string, args: readonly string[]) => [string, string[]];
}

export class OperatorProcess {
  readonly logs: LogLine[] = [];
  readonly stderr: string[] = [];
  private readonly exited: Promise<number | null>;
  private exitCode?: number | null;
  port = 0;

  private constructor(
    private readonly proc: ChildProcess,
    /** The metric prefix of this command (`aigw_operator`, `aigw_upstream_proxy`). */
    private readonly metricPrefix = 'aigw_operator',
  ) {
    let buffered = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          this.stderr.push(line);
        }
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString('utf8')));
    this.exited = new Promise((resolve) => proc.once('exit', (code) => resolve((this.exitCode = code))));
  }

  /**
   * Starts `aigw operator --kubeconfig K --metrics-port 0 ...args` and waits until its caches are
   * synced (its CRDs are then installed), or only until it listens (a standby never syncs). No
   * upstream controller runs here: unless `args` name `--upstream-proxy-namespace`, the operator is
   * told not to wait for one (test/integration/upstream-controller.test.ts covers the waiting).
   */
  static async start(kubeconfig: string, args: readonly string[] = [], options: StartOptions = {}): Promise<OperatorProcess> {
    const { until = 'synced', wrap = (file, a) => [file, [...a]] } = options;
    if (!args.includes('--upstream-proxy-namespace')) args = [...args, '--skip-upstream-proxy-check'];
    if (!existsSync(join(REPO_ROOT, 'dist', 'cli', 'aigw.js'))) throw new Error("the CLI is not built: run 'npm run build' first");
    const [file, argv] = wrap(process.execPath, [
      AIGW, 'operator', '--kubeconfig', kubeconfig, '--metrics-port', '0', '--metrics-address', '127.0.0.1', '--crds-dir', join(REPO_ROOT, 'crds'), ...args,
    ]);
    const proc = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO_ROOT });
    const op = new OperatorProcess(proc);
    try {
      const listening = await op.waitForLog((l) => l.msg === 'metrics and health listening', 30_000);
      op.port = listening.port as number;
      if (until === 'synced') await op.waitForLog((l) => l.msg === 'caches synced', 60_000);
    } catch (e) {
      await op.kill(); // never leave a half-started operator behind
      throw e;
    }
    return op;
  }

  /**
   * Starts `aigw upstream proxy --kubeconfig K --metrics-port 0 ...args` and waits until its caches
   * are synced (it holds its Lease and the proxy.aigw.dev CRDs are served by then).
   */
  static async startUpstreamProxy(kubeconfig: string, args: readonly string[] = []): Promise<OperatorProcess> {
    if (!existsSync(join(REPO_ROOT, 'dist', 'cli', 'aigw.js'))) throw new Error("the CLI is not built: run 'npm run build' first");
    const proc = spawn(
      process.execPath,
      [AIGW, 'upstream', 'proxy', '--kubeconfig', kubeconfig, '--metrics-port', '0', '--metrics-address', '127.0.0.1', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO_ROOT },
    );
    const p = new OperatorProcess(proc, 'aigw_upstream_proxy');
    try {
      const listening = await p.waitForLog((l) => l.msg === 'metrics and health listening', 30_000);
      p.port = listening.port as number;
      await p.waitForLog((l) => l.msg === 'caches synced', 60_000);
    } catch (e) {
      await p.kill();
      throw e;
    }
    return p;
  }

  get pid(): number {
    return this.proc.pid!;
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  async waitForLog(match: (l: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.logs.find(match);
      if (found) return found;
      if (!this.running) throw new Error(`the operator exited (${this.exitCode}) before the awaited log line:\n${this.tail()}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for an operator log line:\n${this.tail()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  tail(n = 30): string {
    return [...this.logs.slice(-n).map((l) => JSON.stringify(l)), ...this.stderr.slice(-10)].join('\n');
  }

  /** Every sample of /metrics, keyed `name{labels}`. */
  async metrics(): Promise<Map<string, number>> {
    const res = await request(`http://127.0.0.1:${this.port}/metrics`);
    const text = await res.body.text();
    const out = new Map<string, number>();
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const i = line.lastIndexOf(' ');
      out.set(line.slice(0, i), Number(line.slice(i + 1)));
    }
    return out;
  }

  /** Sum of the samples of `name` whose labels pass `filter`. */
  async metricSum(name: string, filter: (labels: string) => boolean = () => true): Promise<number> {
    let sum = 0;
    for (const [key, value] of await this.metrics()) {
      const brace = key.indexOf('{');
      const metric = brace < 0 ? key : key.slice(0, brace);
      if (metric === name && filter(brace < 0 ? '' : key.slice(brace))) sum += value;
    }
    return sum;
  }

  /** API writes other than Lease renewals (which a leader makes by design). */
  writes(): Promise<number> {
    return this.metricSum(`${this.metricPrefix}_api_writes_total`, (l) => !l.includes('resource="leases"'));
  }

  /** Waits until no write happened for `quietMs`, and returns the write count then. */
  async settledWrites(quietMs: number): Promise<number> {
    let writes = await this.writes();
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, quietMs));
      const now = await this.writes();
      if (now === writes) return now;
      writes = now;
    }
    throw new Error(`the operator kept writing for ${20 * quietMs} ms (${writes} writes)`);
  }

  /**
   * Waits until the controller of `kind` has reconciled `objects` objects `passes` more times than
   * now (resyncs re-queue each of them): how a test shows that something did not happen. The
   * operator looked again after the change, more than once, and left it; on a slow machine the wait
   * is longer, never too short.
   */
  async reconciledAgain(kind: string, objects: number, passes = 2, timeoutMs = 60_000): Promise<void> {
    const controller = `controller="${kind.toLowerCase()}"`;
    const count = () => this.metricSum('controller_runtime_reconcile_total', (l) => l.includes(controller));
    const target = (await count()) + objects * passes;
    const deadline = Date.now() + timeoutMs;
    while ((await count()) < target) {
      if (Date.now() > deadline) throw new Error(`the ${kind} controller did not reconcile ${objects} objects ${passes} more times within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async httpStatus(path: string): Promise<number> {
    const res = await request(`http://127.0.0.1:${this.port}${path}`);
    await res.body.text();
    return res.statusCode;
  }

  /** SIGTERM and wait (the operator releases its Lease and exits 0). */
  async stop(): Promise<number | null> {
    if (this.running) this.proc.kill('SIGTERM');
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 15_000);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** SIGKILL: a crash, mid-whatever. */
  async kill(): Promise<void> {
    if (this.running) this.proc.kill('SIGKILL');
    await this.exited;
  }
}
