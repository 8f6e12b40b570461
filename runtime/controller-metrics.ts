/**
 * The metrics every controller process of aigw exports under the names controller-runtime and
 * client-go use (`controller_runtime_reconcile_*`, `workqueue_*`, `rest_client_requests_total`,
 * `leader_election_master_status`, unprefixed process metrics), so dashboards and alerts written
 * for Kubernetes operators work unchanged. Both the operator and the upstream controller of the
 * `proxy` kinds register them, each on its own Registry.
 */
import { Counter, Gauge, Histogram, collectDefaultMetrics, type Registry } from 'prom-client';
import type { QueueMetrics } from './queue';

/** Reconcile outcomes, as controller-runtime labels them. */
export type ReconcileResult = 'success' | 'error' | 'requeue' | 'requeue_after';

// controller-runtime's reconcile-time buckets and client-go's workqueue buckets (seconds).
const RECONCILE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 60];
const QUEUE_BUCKETS = [1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 0.01, 0.1, 1, 10];

export class ControllerMetrics {
  readonly reconciles: Counter<'controller' | 'result'>;
  readonly reconcileErrors: Counter<'controller'>;
  readonly reconcileTime: Histogram<'controller'>;
  readonly restRequests: Counter<'code' | 'method' | 'host'>;
  readonly leaderStatus: Gauge<'name'>;
  private readonly depth: Gauge<'name'>;
  private readonly adds: Counter<'name'>;
  private readonly queueDuration: Histogram<'name'>;
  private readonly workDuration: Histogram<'name'>;
  private readonly retries: Counter<'name'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.reconciles = new Counter({ name: 'controller_runtime_reconcile_total', help: 'Total number of reconciliations per controller.', labelNames: ['controller', 'result'], registers });
    this.reconcileErrors = new Counter({ name: 'controller_runtime_reconcile_errors_total', help: 'Total number of reconciliation errors per controller.', labelNames: ['controller'], registers });
    this.reconcileTime = new Histogram({ name: 'controller_runtime_reconcile_time_seconds', help: 'Length of time per reconciliation per controller.', labelNames: ['controller'], buckets: RECONCILE_BUCKETS, registers });
    this.depth = new Gauge({ name: 'workqueue_depth', help: 'Current depth of workqueue.', labelNames: ['name'], registers });
    this.adds = new Counter({ name: 'workqueue_adds_total', help: 'Total number of adds handled by workqueue.', labelNames: ['name'], registers });
    this.queueDuration = new Histogram({ name: 'workqueue_queue_duration_seconds', help: 'How long in seconds an item stays in workqueue before being requested.', labelNames: ['name'], buckets: QUEUE_BUCKETS, registers });
    this.workDuration = new Histogram({ name: 'workqueue_work_duration_seconds', help: 'How long in seconds processing an item from workqueue takes.', labelNames: ['name'], buckets: QUEUE_BUCKETS, registers });
    this.retries = new Counter({ name: 'workqueue_retries_total', help: 'Total number of retries handled by workqueue.', labelNames: ['name'], registers });
    this.restRequests = new Counter({ name: 'rest_client_requests_total', help: 'Number of HTTP requests, partitioned by status code, method, and host.', labelNames: ['code', 'method', 'host'], registers });
    this.leaderStatus = new Gauge({ name: 'leader_election_master_status', help: 'Gauge of if the reporting system is master of the relevant lease, 0 indicates backup, 1 indicates master.', labelNames: ['name'], registers });
    collectDefaultMetrics({ register: registry });
  }

  /** One finished reconcile of `controller`: its result and how long it took. */
  reconciled(controller: string, result: ReconcileResult, seconds: number): void {
    this.reconciles.inc({ controller, result });
    if (result === 'error') this.reconcileErrors.inc({ controller });
    this.reconcileTime.observe({ controller }, seconds);
  }

  /** The hooks a {@link WorkQueue} named `name` reports through. */
  queue(name: string): QueueMetrics {
    return {
      depth: (n) => this.depth.set({ name }, n),
      added: () => this.adds.inc({ name }),
      waited: (s) => this.queueDuration.observe({ name }, s),
      worked: (s) => this.workDuration.observe({ name }, s),
      retried: () => this.retries.inc({ name }),
    };
  }
}
