import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TtlStore } from './store/ttl-store';

/** The two protocol endpoints, as the `endpoint` label spells them. */
export type EndpointLabel = 'guardrail_api' | 'alt_check';

/** How busy the detector pool is, read at each scrape. */
export interface DetectionLoad {
  busyWorkers(): number;
  queuedCalls(): number;
}

/** The engine's metrics, on a registry of their own (never prom-client's global one). */
export class PseudonymizerMetrics {
  readonly registry = new Registry();

  /** Every answered call, by endpoint and verdict (`rejected` for 4xx/5xx answers). */
  readonly requests = new Counter({
    name: 'aigw_pseudonymizer_requests_total',
    help: 'Guardrail calls answered, by endpoint and action',
    labelNames: ['endpoint', 'action'] as const,
    registers: [this.registry],
  });

  readonly namesMasked = new Counter({
    name: 'aigw_pseudonymizer_names_masked_total',
    help: 'Name occurrences replaced by a placeholder, by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** Calls answered BLOCKED because the mapping store could not be read or written. */
  readonly storeErrors = new Counter({
    name: 'aigw_pseudonymizer_store_errors_total',
    help: 'Guardrail calls blocked because the name mapping store was unavailable',
    registers: [this.registry],
  });

  /** Calls answered BLOCKED because name detection ran past its budget (waiting included). */
  readonly deadlineExceeded = new Counter({
    name: 'aigw_pseudonymizer_deadline_exceeded_total',
    help: 'Guardrail calls blocked because name detection exceeded its time budget',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  /** Calls answered BLOCKED because of an unexpected error (a detector that threw, a bug). */
  readonly internalErrors = new Counter({
    name: 'aigw_pseudonymizer_internal_errors_total',
    help: 'Guardrail calls blocked because of an unexpected error',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  /** Detector workers terminated and started again, by why. */
  readonly workerRestarts = new Counter({
    name: 'aigw_pseudonymizer_detector_worker_restarts_total',
    help: 'Detector worker threads replaced, because a call exceeded its budget (deadline) or the worker died (exit)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'aigw_pseudonymizer_request_duration_seconds',
    help: 'Time to answer a guardrail call',
    labelNames: ['endpoint'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  constructor(mappings: TtlStore<unknown>, detection?: DetectionLoad) {
    if (detection) {
      new Gauge({
        name: 'aigw_pseudonymizer_detector_busy_workers',
        help: 'Detector worker threads running a call now',
        registers: [this.registry],
        collect() {
          this.set(detection.busyWorkers());
        },
      });
      new Gauge({
        name: 'aigw_pseudonymizer_detection_queue_length',
        help: 'Calls waiting for a free detector worker',
        registers: [this.registry],
        collect() {
          this.set(detection.queuedCalls());
        },
      });
    }
    new Gauge({
      name: 'aigw_pseudonymizer_mapping_scopes',
      help: 'Conversation and request scopes whose name mappings are currently kept',
      registers: [this.registry],
      async collect() {
        // A store that is down reports no value rather than failing the whole scrape.
        try {
          this.set(await mappings.size());
        } catch {
          this.reset();
        }
      },
    });
  }
}
