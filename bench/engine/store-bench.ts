/**
 * `npm run bench:store`: what the shared mapping store costs. One call's mask (pre_call) and
 * restore (post_call) through the engine's HTTP routes (Fastify inject, no sockets), with the
 * in-memory store as the baseline and the Redis store on a local redis-server (installed by
 * test/support/redis.sh when missing) measured in the same run, interleaved, and printed as a
 * ratio. BENCH_STORE_CALLS sets the pairs per round (default 500), BENCH_CONCURRENCY the calls in
 * flight (default 8).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPseudonymizer } from '../../engines/pseudonymizer';
import type { NameMappingJson } from '../../engines/pseudonymizer/core/name-mapping';
import { connectRedis } from '../../engines/pseudonymizer/store/redis-connection';
import { formatSummary, measure, summarize } from './stats';

const CALLS = Number(process.env.BENCH_STORE_CALLS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function pair(app: FastifyInstance, i: number): Promise<void> {
  const call = `bench-${i}-${randomBytes(4).toString('hex')}`;
  const post = (payload: object) => app.inject({ method: 'POST', url: '/beta/litellm_basic_guardrail_api', payload });
  const masked = await post({ input_type: 'request', texts: [`Alice Johnson met Bob Stone at Acme Corporation about ticket ${i}.`], litellm_call_id: call });
  const restored = await post({ input_type: 'response', texts: ['Say hi to [PERSON_1] and [PERSON_2] of [ORG_1].'], litellm_call_id: call });
  if (masked.statusCode !== 200 || !restored.body.includes('Alice Johnson')) throw new Error(`unexpected answer: ${masked.body} / ${restored.body}`);
}

async function main(): Promise<void> {
  const bin = execFileSync('bash', [join(__dirname, '..', '..', '..', 'test', 'support', 'redis.sh')], { encoding: 'utf8' }).trim();
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  // The password on stdin, not in argv.
  const server = spawn(bin, ['-'], { stdio: ['pipe', 'ignore', 'ignore'] });
  server.stdin!.end(`port ${port}\nbind 127.0.0.1\nsave ""\nappendonly no\nrequirepass ${password}\n`);
  try {
    await new Promise((r) => setTimeout(r, 500));
    const redis = await connectRedis({ url: `redis://127.0.0.1:${port}`, password });
    const bounds = { maxEntries: 100_000, ttlMs: 600_000 };
    const memory = await buildPseudonymizer();
    const shared = await buildPseudonymizer({
      mappingStore: redis.store<NameMappingJson>({ prefix: '{bench}:mapping:', ...bounds }),
      streamStore: redis.store<string>({ prefix: '{bench}:stream:', ...bounds }),
    });
    // Warm both (JIT, lexicon, connection).
    await measure(100, CONCURRENCY, (i) => pair(memory, i));
    await measure(100, CONCURRENCY, (i) => pair(shared, i));
    const series: Record<'memory' | 'redis', number[]> = { memory: [], redis: [] };
    let wall = { memory: 0, redis: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, app] of [['memory', memory], ['redis', shared]] as const) {
        const { latencies, wallMs } = await measure(CALLS, CONCURRENCY, (i) => pair(app, round * CALLS + i));
        series[name].push(...latencies);
        wall = { ...wall, [name]: wall[name] + wallMs };
      }
    }
    const mem = summarize(series.memory, wall.memory);
    const red = summarize(series.redis, wall.redis);
    console.log(`mask + restore of one call (2 guardrail calls), ${ROUNDS} interleaved rounds of ${CALLS}, ${CONCURRENCY} in flight`);
    console.log(formatSummary('in-memory store (baseline)', mem));
    console.log(formatSummary('Redis store (local redis-server)', red));
    console.log(`ratio redis/memory: p50 ${(red.p50 / mem.p50).toFixed(2)}x  p99 ${(red.p99 / mem.p99).toFixed(2)}x  throughput ${(red.throughput / mem.throughput).toFixed(2)}x`);
    await Promise.all([memory.close(), shared.close()]);
  } finally {
    server.kill('SIGKILL');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
