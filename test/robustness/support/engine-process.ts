import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AIGW_BIN, assertBuilt } from '../../e2e/support/aigw-cli';
import { Child } from '../../e2e/support/child';
import { freePort } from '../../support/free-port';

/**
 * `aigw engine pseudonymizer` as its own process, as it runs in a cluster: a call that never
 * returns (the event loop stuck in one input) cannot stop the suite's own timers, so the client's
 * timeout still fires and the suite moves on to a fresh engine.
 */
export class EngineProcess {
  private child?: Child;
  private port = 0;
  private readonly workDir = mkdtempSync(join(tmpdir(), 'aigw-robustness-'));
  private starts = 0;

  /** Base URL of the engine now serving. */
  get url(): string {
    if (!this.child) throw new Error('the engine is not started');
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the engine with its default limits and waits until it is ready. */
  async start(): Promise<void> {
    assertBuilt();
    this.port = await freePort();
    this.starts++;
    this.child = new Child({
      name: 'aigw engine pseudonymizer',
      command: process.execPath,
      args: [AIGW_BIN, 'engine', 'pseudonymizer', '--host', '127.0.0.1', '--port', String(this.port), '--log-level', 'error'],
      logFile: join(this.workDir, `engine-${this.starts}.log`),
    });
    await this.child.waitForHttp(`${this.url}/readyz`, 60_000);
  }

  /** Whether the process is still alive (a crash is a failure of the input that caused it). */
  get running(): boolean {
    return this.child?.running ?? false;
  }

  /** The engine's last log lines, for a failure message. */
  logTail(): string {
    return this.child?.logTail(20) ?? '(not started)';
  }

  /** Replaces a stuck or dead engine with a fresh one, so one bad input fails only its own case. */
  async restart(): Promise<void> {
    await this.child?.stop(1000);
    await this.start();
  }

  async stop(): Promise<void> {
    await this.child?.stop(5000);
    this.child = undefined;
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
