/**
 * A throwaway Redis server for tests: installs Debian's `redis-server` when missing (redis.sh),
 * starts it on 127.0.0.1 on a free port with a password and no persistence, waits until it answers
 * PING, and removes its directory on stop(). stop() and start() again (same port, same password)
 * let a test take the store down and bring it back.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const READY_TIMEOUT_MS = 20_000;
let cachedBinary: string | undefined;

function binary(): string {
  cachedBinary ??= execFileSync('bash', [join(__dirname, 'redis.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return cachedBinary;
}


/** One RESP command over a fresh socket; resolves with the raw reply. */
function command(port: number, password: string, args: string[]): Promise<string> {
  const encode = (parts: string[]) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.on('data', (d) => {
      reply += d.toString();
      // AUTH's +OK first, then the command's reply.
      const lines = reply.split('\r\n');
      if (lines.length > 2) {
        socket.end();
        resolve(lines.slice(1).join('\r\n'));
      }
    });
    socket.write(encode(['AUTH', password]) + encode(args));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export class RedisServer {
  readonly password = randomBytes(18).toString('base64url');
  private readonly dir = mkdtempSync(join(tmpdir(), 'aigw-redis-'));
  private child?: ChildProcess;
  private readonly killOnExit = () => this.child?.kill('SIGKILL');
  port = 0;

  /** The URL the engine is given (no password in it). */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (on the same port as before when restarted). */
  async start(): Promise<void> {
    const bin = binary();
    process.once('exit', this.killOnExit);
    for (let attempt = 0; attempt < 3; attempt++) {
      const reuse = this.port !== 0;
      if (!reuse) this.port = await freePort();
      const config = join(this.dir, 'redis.conf');
      // A file, not argv: the password stays out of the process list.
      writeFileSync(
        config,
        [
          `port ${this.port}`,
          'bind 127.0.0.1',
          `dir ${this.dir}`,
          'save ""',
          'appendonly no',
          `requirepass ${this.password}`,
          'protected-mode yes',
          'daemonize no',
          'loglevel warning',
          'logfile ""',
        ].join('\n') + '\n',
        { mode: 0o600 },
      );
      let log = '';
      const child = spawn(bin, [config], { stdio: ['ignore', 'pipe', 'pipe'] });
      this.child = child;
      const keep = (d: Buffer) => (log = (log + d.toString()).slice(-4000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
        try {
          if ((await command(this.port, this.password, ['PING'])).startsWith('+PONG')) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      child.kill('SIGKILL');
      await exited(child);
      if (reuse || !/Address already in use/i.test(log)) throw new Error(`redis-server did not start on 127.0.0.1:${this.port}:\n${log}`);
      this.port = 0;
    }
    throw new Error('redis-server found no free port after 3 attempts');
  }

  /** Runs one command (as the password's user) and returns the raw RESP reply. */
  command(...args: string[]): Promise<string> {
    return command(this.port, this.password, args);
  }

  /** Stops the server; its data is gone (no persistence). start() brings up an empty one. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    child.kill('SIGKILL');
    await exited(child);
    process.removeListener('exit', this.killOnExit);
  }

  /** Stops the server and removes its directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export async function startRedis(): Promise<RedisServer> {
  const server = new RedisServer();
  try {
    await server.start();
  } catch (e) {
    await server.dispose();
    throw e;
  }
  return server;
}
