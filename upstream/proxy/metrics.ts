/** The upstream proxy controller's metrics, on their own prom-client Registry (never the global one). */
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

export class UpstreamProxyMetrics {
  readonly registry = new Registry();
  readonly reconciles = new Counter({
    name: 'aigw_upstream_proxy_reconciles_total',
    help: 'ProxyInstance reconciles by result (success, error).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly applied = new Counter({
    name: 'aigw_upstream_proxy_applied_objects_total',
    help: 'Objects written by server-side apply, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly skipped = new Counter({
    name: 'aigw_upstream_proxy_unchanged_objects_total',
    help: 'Objects left alone because what is live already matches the desired hash, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly pruned = new Counter({
    name: 'aigw_upstream_proxy_pruned_objects_total',
    help: 'Children deleted because the desired set no longer holds them (an Ingress whose field went), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly apiWrites = new Counter({
    name: 'aigw_upstream_proxy_api_writes_total',
    help: 'Write requests sent to the API server, by verb and resource (leases included).',
    labelNames: ['verb', 'resource'] as const,
    registers: [this.registry],
  });
  readonly leader = new Gauge({ name: 'aigw_upstream_proxy_leader', help: '1 while this process holds the aigw-upstream-proxy Lease.', registers: [this.registry] });
  readonly watchRestarts = new Counter({
    name: 'aigw_upstream_proxy_watch_restarts_total',
    help: 'Watch restarts by resource and reason (stalled, gone, error, relist).',
    labelNames: ['resource', 'reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'aigw_upstream_proxy_' });
  }
}
