/**
 * The test cluster as the suite sees it: the env file `cluster.sh up` writes, a real kubectl and
 * ctr pointed at it, and a poller. Everything goes through the same command-line tools a user has.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const CLUSTER_SCRIPT = join(REPO_ROOT, 'test', 'cluster', 'cluster.sh');
export const STATE_DIR = process.env.AIGW_CLUSTER_DIR ?? '/tmp/aigw-cluster';

export interface ClusterEnv {
  readonly kubeconfig: string;
  readonly kubectl: string;
  readonly ctrAddress: string;
  readonly nodeIp: string;
}

export function clusterEnv(): ClusterEnv {
  const text = readFileSync(join(STATE_DIR, 'env'), 'utf8');
  const get = (key: string) => {
    const m = new RegExp(`^${key}=(.*)$`, 'm').exec(text);
    if (!m) throw new Error(`${STATE_DIR}/env lacks ${key}`);
    return m[1];
  };
  return { kubeconfig: get('KUBECONFIG'), kubectl: get('KUBECTL'), ctrAddress: get('CTR_ADDRESS'), nodeIp: get('NODE_IP') };
}

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program to completion; never throws for a non-zero exit (the caller decides). */
export function run(file: string, args: readonly string[], options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): Promise<RunResult> {
  return new Promise((resolvePromise) => {
    const child = execFile(
      file,
      args,
      { env: options.env ?? process.env, cwd: options.cwd, maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : 1) : 0;
        resolvePromise({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** Runs and fails with the command's stderr unless it exits 0; returns stdout. */
export async function must(file: string, args: readonly string[], options: Parameters<typeof run>[2] = {}): Promise<string> {
  const r = await run(file, args, options);
  if (r.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${r.code}:\n${r.stderr}${r.stdout}`);
  return r.stdout;
}

export class Cluster {
  constructor(readonly env: ClusterEnv) {}

  kubectl(args: readonly string[], input?: string): Promise<string> {
    return must(this.env.kubectl, ['--kubeconfig', this.env.kubeconfig, ...args], { input });
  }

  kubectlResult(args: readonly string[], input?: string): Promise<RunResult> {
    return run(this.env.kubectl, ['--kubeconfig', this.env.kubeconfig, ...args], { input });
  }

  async json<T = Record<string, unknown>>(args: readonly string[]): Promise<T> {
    return JSON.parse(await this.kubectl([...args, '-o', 'json'])) as T;
  }

  ctr(args: readonly string[]): Promise<string> {
    return must('ctr', ['--address', this.env.ctrAddress, '-n', 'k8s.io', ...args], { timeoutMs: 300_000 });
  }

  /** `kubectl get -w -o json` in the background: every version of the object as it changes. */
  watch(args: readonly string[]): Watch {
    return new Watch(spawn(this.env.kubectl, ['--kubeconfig', this.env.kubeconfig, 'get', ...args, '--watch', '--output-watch-events=false', '-o', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] }));
  }

  /** Environment for commands run as a user would, with this cluster's kubectl and ctr. */
  userEnv(binDir: string): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PATH: `${binDir}:${process.env.PATH ?? ''}`,
      KUBECONFIG: this.env.kubeconfig,
      CONTAINERD_ADDRESS: this.env.ctrAddress,
      // npm may answer from its cache: the packages are the lockfile's either way.
      npm_config_prefer_offline: 'true',
    };
  }
}

/** The objects a `kubectl get -w -o json` prints, one JSON document after another. */
export class Watch {
  readonly seen: Record<string, unknown>[] = [];
  private buffer = '';

  constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      this.buffer += chunk;
      // Objects are printed pretty, each closing with a "}" alone at column 0.
      let end: number;
      while ((end = this.buffer.indexOf('\n}\n')) >= 0) {
        this.seen.push(JSON.parse(this.buffer.slice(0, end + 2)) as Record<string, unknown>);
        this.buffer = this.buffer.slice(end + 3);
      }
    });
  }

  stop(): void {
    this.child.kill();
  }
}

/** Polls `check` until it returns a value other than undefined/false; fails with the last state. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 180_000, intervalMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      last = value;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
}

export function conditionOf(obj: Record<string, unknown>, type: string): Condition | undefined {
  const conditions = ((obj.status as { conditions?: Condition[] } | undefined)?.conditions) ?? [];
  return conditions.find((c) => c.type === type);
}
