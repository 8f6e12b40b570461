/**
 * What a process spends while no request comes, measured from inside with process.cpuUsage over a
 * fixed window after a settling pause. Usage:
 *   node idle-cpu.js gate LICENSE PUBLIC_KEY REVOCATIONS   the gate, started in this process
 *   node idle-cpu.js baseline                              an idle node:http server (the reference)
 *   node idle-cpu.js timer                                 the same with an empty timer firing every
 *                                                          license poll interval (1 s by default): what
 *                                                          waking up alone costs
 * Prints one JSON line: {"cpuMsPerSecond": N}.
 */
import { createServer } from 'node:http';
import { startGate } from '../../gate';

const SETTLE_MS = 2000;
/** The gate's default license poll interval. */
const POLL_MS = 1000;
const WINDOW_MS = Number(process.env.BENCH_GATE_IDLE_SECONDS ?? 10) * 1000;

async function main(): Promise<void> {
  const [mode, license, publicKey, revocations] = process.argv.slice(2);
  let close: () => Promise<void>;
  if (mode === 'gate') {
    const gate = await startGate({
      upstream: 'http://127.0.0.1:9', licenseFile: license, licensePublicKeyFile: publicKey, revocationFile: revocations,
      host: '127.0.0.1', port: 0, metricsPort: 0, logLevel: 'warn',
    });
    close = () => gate.close();
  } else {
    const server = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const timer = mode === 'timer' ? setInterval(() => undefined, POLL_MS) : undefined;
    close = () => {
      clearInterval(timer);
      return new Promise((resolve) => server.close(() => resolve()));
    };
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const before = process.cpuUsage();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const used = process.cpuUsage(before);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ cpuMsPerSecond: (used.user + used.system) / 1000 / seconds })}\n`);
  await close();
}

main().catch((e) => {
  process.stderr.write(`idle-cpu failed: ${(e as Error).stack ?? e}\n`);
  process.exitCode = 1;
});
