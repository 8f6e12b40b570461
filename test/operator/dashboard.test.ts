// The Grafana dashboard shipped in deploy/grafana charts only series the processes export: a
// renamed metric fails here instead of leaving an empty panel in a user's Grafana.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GateMetrics } from '../../gate/metrics';
import { OperatorMetrics } from '../../operator/metrics';
import { UpstreamProxyMetrics } from '../../upstream/proxy/metrics';

const dashboard = JSON.parse(readFileSync(join(__dirname, '..', '..', 'deploy', 'grafana', 'aigw-dashboard.json'), 'utf8')) as {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
};

/** Every metric name a PromQL expression reads (identifiers followed by a selector or a range). */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/([a-z_][a-z0-9_]*)\{/g)].map((m) => m[1]).filter((n) => !['by', 'sum', 'max', 'rate', 'count', 'histogram_quantile'].includes(n));
}

/** Names each registry exports, with a histogram's `_bucket`/`_sum`/`_count` series. */
async function exported(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const registry of [new OperatorMetrics().registry, new UpstreamProxyMetrics().registry, new GateMetrics().registry]) {
    for (const m of await registry.getMetricsAsJSON()) {
      names.add(m.name);
      if (String(m.type) === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(m.name + s);
    }
  }
  return names;
}

test('every series the dashboard charts is exported by the operator, the upstream controller or a gate', async () => {
  const names = await exported();
  const charted = dashboard.panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr).map((n) => [p.title, n] as const)));
  expect(charted.length).toBeGreaterThan(20);
  const missing = charted.filter(([, n]) => !names.has(n));
  expect(missing).toEqual([]);
});

test('the controllers export the names controller-runtime and client-go dashboards read', async () => {
  const names = await exported();
  for (const n of [
    'controller_runtime_reconcile_total',
    'controller_runtime_reconcile_errors_total',
    'controller_runtime_reconcile_time_seconds',
    'workqueue_depth',
    'workqueue_adds_total',
    'workqueue_queue_duration_seconds',
    'workqueue_work_duration_seconds',
    'workqueue_retries_total',
    'rest_client_requests_total',
    'leader_election_master_status',
    'process_cpu_seconds_total',
    'process_resident_memory_bytes',
  ]) {
    expect([n, names.has(n)]).toEqual([n, true]);
  }
});
