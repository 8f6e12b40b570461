import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';

export interface ChildOptions {
  /** Shown in errors. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** stdout and stderr go here (read back when something fails). */
  readonly logFile: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
}

/**
 * A real child process in its own process group, so stopping it also stops what it spawned
 * (uvicorn workers). Output goes to a log file, never through a pipe that could fill up.
 */
export class Child {
  private readonly proc: ChildProcess;
  private exitInfo?: { code: number | null; signal: NodeJS.Signals | null };
  private readonly exited: Promise<void>;

  constructor(readonly options: ChildOptions) {
    const fd = openSync(options.logFile, 'a');
    try {
      this.proc = spawn(options.command, [...options.args], {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: ['ignore', fd, fd],
        detached: true,
      });
    } finally {
      closeSync(fd);
    }
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve();
      });
      this.proc.once('error', (err) => {
        this.exitInfo = { code: -1, signal: null };
        // The log explains a spawn failure to whoever reads it.
        appendFileSync(options.logFile, `\nspawn failed: ${err.message}\n`);
        resolve();
      });
    });
  }

  get pid(): number | undefined {
    return this.proc.pid;
  }

  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /** The last lines of the log, for error messages. */
  logTail(lines = 40): string {
    try {
      return readFileSync(this.options.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Polls `url` until it answers 2xx, the process dies, or the deadline passes. */
  async waitForHttp(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`${this.options.name} exited (${JSON.stringify(this.exitInfo)}) before ${url} answered:\n${this.logTail()}`);
      }
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return;
        last = `HTTP ${res.status}`;
      } catch (e) {
        last = (e as Error).message;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`${this.options.name}: ${url} not ready after ${timeoutMs} ms (last: ${last}):\n${this.logTail()}`);
  }

  /** SIGTERM to the whole group, SIGKILL after `graceMs`. Safe to call twice. */
  async stop(graceMs = 5000): Promise<void> {
    if (!this.running || this.proc.pid === undefined) return;
    this.signalGroup('SIGTERM');
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
    if ((await Promise.race([this.exited.then(() => 'exited' as const), timer])) === 'timeout') {
      this.signalGroup('SIGKILL');
      await this.exited;
    }
    // Children of the group that outlived the leader (workers) get the same end.
    this.signalGroup('SIGKILL');
  }

  private signalGroup(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.proc.pid!, signal);
    } catch {
      // The group is already gone.
    }
  }
}
