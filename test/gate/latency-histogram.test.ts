import { Histogram, Registry } from 'prom-client';
import { LatencyHistogram } from '../../gate/latency-histogram';

const BUCKETS = [0.001, 0.01, 0.1, 1];

test("serialises exactly as prom-client's own histogram does for the same observations", async () => {
  const ours = new Registry();
  const theirs = new Registry();
  const fast = new LatencyHistogram('x_seconds', 'help text', BUCKETS, ours);
  const reference = new Histogram({ name: 'x_seconds', help: 'help text', buckets: BUCKETS, registers: [theirs] });
  for (const value of [0.0005, 0.001, 0.003, 0.05, 0.05, 0.7, 2, 40]) {
    fast.observe(value);
    reference.observe(value);
  }
  expect(await ours.metrics()).toBe(await theirs.metrics());
});

test('an unobserved histogram has every series at zero, and reset() empties it', async () => {
  const registry = new Registry();
  const fast = new LatencyHistogram('y_seconds', 'h', BUCKETS, registry);
  const empty = await registry.metrics();
  expect(empty).toContain('y_seconds_bucket{le="+Inf"} 0');
  expect(empty).toContain('y_seconds_count 0');
  fast.observe(0.5);
  expect(await registry.metrics()).toContain('y_seconds_bucket{le="1"} 1');
  fast.reset();
  expect(await registry.metrics()).toBe(empty);
});
