/**
 * The operator's metrics, on their own prom-client Registry (never the global one): the standard
 * controller metrics (runtime/controller-metrics.ts) plus what only aigw's operator counts.
 */
import { Counter, Gauge, Registry } from 'prom-client';
import { ControllerMetrics } from '../runtime/controller-metrics';

export class OperatorMetrics {
  readonly registry = new Registry();
  /** controller_runtime_*, workqueue_*, rest_client_requests_total, leader_election_master_status, process metrics. */
  readonly controller = new ControllerMetrics(this.registry);
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

}
