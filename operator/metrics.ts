/** The operator's metrics, on their own prom-client Registry (never the global one). */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class OperatorMetrics {
  readonly registry = new Registry();
  readonly reconciles = new Counter({
    name: 'aigw_operator_reconciles_total',
    help: 'Reconciles by primary kind and result (success, error).',
    labelNames: ['kind', 'result'] as const,
    registers: [this.registry],
  });
  readonly reconcileDuration = new Histogram({
    name: 'aigw_operator_reconcile_duration_seconds',
    help: 'Time to reconcile one primary object.',
    labelNames: ['kind'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({ name: 'aigw_operator_queue_depth', help: 'Keys waiting in the work queue.', registers: [this.registry] });
  readonly applied = new Counter({
    name: 'aigw_operator_applied_objects_total',
    help: 'Objects written by server-side apply, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly skipped = new Counter({
    name: 'aigw_operator_unchanged_objects_total',
    help: 'Objects left alone because what is live already matches the desired hash, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly pruned = new Counter({
    name: 'aigw_operator_pruned_objects_total',
    help: 'Objects deleted because no plan holds them any more, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly apiWrites = new Counter({
    name: 'aigw_operator_api_writes_total',
    help: 'Write requests sent to the API server, by verb and resource (leases included).',
    labelNames: ['verb', 'resource'] as const,
    registers: [this.registry],
  });
  readonly leader = new Gauge({ name: 'aigw_operator_leader', help: '1 while this process holds the leader Lease (or runs without election).', registers: [this.registry] });
  readonly watchRestarts = new Counter({
    name: 'aigw_operator_watch_restarts_total',
    help: 'Watch restarts by resource and reason (stalled, gone, error, relist).',
    labelNames: ['resource', 'reason'] as const,
    registers: [this.registry],
  });
  readonly licenseValid = new Gauge({
    name: 'aigw_operator_license_valid',
    help: '1 while the cluster license Secret holds a valid license.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'aigw_operator_' });
  }
}
