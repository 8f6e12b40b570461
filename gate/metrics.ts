/** The gate's metrics, with exactly the names of the spec, on a registry of their own. */
import { Counter, Gauge, Registry } from 'prom-client';
import { LatencyHistogram } from './latency-histogram';
import { PROTOCOLS, type GuardrailProtocol, type ProtocolName } from './protocol';

export type Decision = 'forwarded' | 'blocked_unlicensed' | 'upstream_error';
export const DECISIONS: readonly Decision[] = ['forwarded', 'blocked_unlicensed', 'upstream_error'];

export class GateMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'decision'>;
  private readonly verdicts: Counter<'action'>;
  private readonly upstreamDuration: LatencyHistogram;
  private readonly licenseValid: Gauge;
  // The hot path only adds to plain numbers; each counter takes them over when scraped (its collect()).
  private readonly requestsBy: Record<Decision, number> = { forwarded: 0, blocked_unlicensed: 0, upstream_error: 0 };
  // Per protocol: an action counts only in the protocol of the path it answered (a Map, so that no
  // inherited name such as `toString` is ever taken for an action).
  private readonly verdictsBy: Record<ProtocolName, Map<string, { count: number }>>;

  constructor() {
    const requestsBy = this.requestsBy;
    this.requests = new Counter({
      collect() {
        for (const decision of DECISIONS) {
          this.inc({ decision }, requestsBy[decision]);
          requestsBy[decision] = 0;
        }
      },
      name: 'platform_guardrail_proxy_requests_total',
      help: 'Requests the gate answered, by what it did: forwarded to the engine, blocked because the license does not allow guardrail, or failed because the engine was unreachable.',
      labelNames: ['decision'],
      registers: [this.registry],
    });
    this.verdictsBy = Object.fromEntries(PROTOCOLS.map((p) => [p.name, new Map(p.actions.map((a) => [a, { count: 0 }]))])) as Record<
      ProtocolName,
      Map<string, { count: number }>
    >;
    const verdictsBy = this.verdictsBy;
    this.verdicts = new Counter({
      collect() {
        for (const byAction of Object.values(verdictsBy)) {
          for (const [action, pending] of byAction) {
            this.inc({ action }, pending.count);
            pending.count = 0;
          }
        }
      },
      name: 'platform_guardrail_proxy_upstream_verdicts_total',
      help: "The engine's verdicts (the action of its JSON responses): NONE, GUARDRAIL_INTERVENED, BLOCKED on LiteLLM's guardrail API; pass, rewrite, block on the alt guardrail protocol.",
      labelNames: ['action'],
      registers: [this.registry],
    });
    this.upstreamDuration = new LatencyHistogram(
      'platform_guardrail_proxy_upstream_duration_seconds',
      'Time from forwarding a request to the end of the engine response, for calls the engine answered.',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      this.registry,
    );
    this.licenseValid = new Gauge({
      name: 'platform_guardrail_proxy_license_valid',
      help: 'Whether the mounted license currently satisfies feature guardrail (1) or not (0).',
      registers: [this.registry],
    });
    // Every series exists from the start, so "a flat counter" can be told from "no counter".
    for (const decision of DECISIONS) this.requests.inc({ decision }, 0);
    for (const p of PROTOCOLS) for (const action of p.actions) this.verdicts.inc({ action }, 0);
    this.licenseValid.set(0);
  }

  countRequest(decision: Decision): void {
    this.requestsBy[decision]++;
  }

  /** Counts an engine's verdict when `action` is one of `protocol`'s; anything else is not a verdict of it. */
  countVerdict(protocol: GuardrailProtocol, action: string | undefined): void {
    if (action === undefined) return;
    const pending = this.verdictsBy[protocol.name].get(action);
    if (pending !== undefined) pending.count++;
  }

  observeUpstreamSeconds(seconds: number): void {
    this.upstreamDuration.observe(seconds);
  }

  setLicenseValid(valid: boolean): void {
    this.licenseValid.set(valid ? 1 : 0);
  }
}
