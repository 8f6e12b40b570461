/** Runs wrk against one URL with the POST payload and reads its throughput and latency percentiles. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  readonly requestsPerSecond: number;
  /** Requests completed in the run. */
  readonly requests: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Non-2xx/3xx answers plus socket errors: must be 0 for the numbers to mean anything. */
  readonly errors: number;
}

/** Writes the wrk script that POSTs `payload` as JSON. */
export function writeWrkScript(dir: string, payload: string): string {
  const file = join(dir, 'post.lua');
  writeFileSync(file, `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = ${JSON.stringify(payload)}\n`);
  return file;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  switch (unit) {
    case 'us': return n / 1000;
    case 'ms': return n;
    case 's': return n * 1000;
    case 'm': return n * 60_000;
    default: throw new Error(`unknown wrk time unit ${unit}`);
  }
}

export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const requests = /(\d+) requests in /.exec(output);
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  if (!rps || !requests || !p50 || !p99) throw new Error(`cannot read wrk's output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rps[1]),
    requests: Number(requests[1]),
    p50Ms: toMs(p50[1], p50[2]),
    p99Ms: toMs(p99[1], p99[2]),
    errors: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

export async function wrk(url: string, script: string, connections: number, seconds: number): Promise<WrkResult> {
  const { stdout } = await run('wrk', ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', script, url], { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}
