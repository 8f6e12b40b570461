/**
 * Whether the upstream controller of the `proxy` kinds (`aigw upstream proxy`) runs, as a
 * {@link UpstreamControllerFact} for the plans of `proxy` Gateways. The controller holds the
 * coordination.k8s.io Lease {@link UPSTREAM_PROXY_LEASE} in its namespace and renews it; the
 * operator polls that Lease. It counts as running while the Lease exists and was renewed within
 * twice its `leaseDurationSeconds`: judged by the Lease's `renewTime` against this process's clock,
 * or — so clock skew between nodes cannot hide a live controller — by this process having seen the
 * Lease's renewal change within that window. The `proxy.aigw.dev` CRDs are installed and Established
 * before the operator starts its caches (operator/crds.ts), so that half is true whenever this runs.
 */
import type { UpstreamControllerFact } from '../lib/plan/types';
import type { KubeClient } from '../runtime/kube/client';
import { CORE_TYPES } from '../runtime/kube/discovery';
import type { KubeObject } from '../runtime/kube/types';
import type { Logger } from '../runtime/log';

import { UPSTREAM_PROXY_LEASE } from '../lib/meta/upstream-proxy';

/** The Lease the upstream controller holds in its namespace (named where the controller is). */
export { UPSTREAM_PROXY_LEASE };

/** Used when the Lease names no duration (client-go's default). */
const DEFAULT_LEASE_SECONDS = 15;

/** What this process last saw of the Lease: its renewal record and when (local clock) it changed. */
export interface LeaseObservation {
  readonly record: string;
  readonly changedAt: number;
}

interface LeaseSpec {
  holderIdentity?: string;
  leaseDurationSeconds?: number;
  renewTime?: string;
}

/**
 * Judges one read of the Lease (`undefined` = it does not exist) at `now` (ms), given the previous
 * observation. Pure.
 */
export function judgeLease(
  lease: KubeObject | undefined,
  previous: LeaseObservation | undefined,
  now: number,
  where: string,
): { fact: UpstreamControllerFact; observation?: LeaseObservation } {
  if (!lease) return { fact: { ready: false, message: `Lease ${where} does not exist` } };
  const spec = (lease.spec ?? {}) as LeaseSpec;
  const record = `${spec.holderIdentity ?? ''}@${spec.renewTime ?? ''}`;
  const observation = previous && previous.record === record ? previous : { record, changedAt: now };
  const windowMs = 2 * (spec.leaseDurationSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
  const renewed = spec.renewTime ? Date.parse(spec.renewTime) : NaN;
  // A first sight says nothing about when it was renewed: only a change seen here does.
  const seenRenewing = previous !== undefined && now - observation.changedAt <= windowMs;
  if (!spec.holderIdentity) return { fact: { ready: false, message: `Lease ${where} has no holder` }, observation };
  if ((Number.isFinite(renewed) && now - renewed <= windowMs) || seenRenewing) {
    return { fact: { ready: true, message: `Lease ${where} held by ${spec.holderIdentity}` }, observation };
  }
  const last = spec.renewTime ?? 'never';
  return { fact: { ready: false, message: `Lease ${where} was not renewed within ${windowMs / 1000}s (last renewal ${last})` }, observation };
}

export interface UpstreamControllerCheckOptions {
  readonly namespace: string;
  /** @default UPSTREAM_PROXY_LEASE */
  readonly name?: string;
  /** @default 5000 */
  readonly intervalMs?: number;
}

/** Polls the Lease; calls `onChange` when the controller appears or goes away. */
export class UpstreamControllerCheck {
  private current: UpstreamControllerFact;
  private judged = false;
  private observation?: LeaseObservation;
  private timer?: NodeJS.Timeout;
  private readonly where: string;

  constructor(
    private readonly client: KubeClient,
    private readonly options: UpstreamControllerCheckOptions,
    private readonly log: Logger,
    private readonly onChange: (fact: UpstreamControllerFact) => void,
  ) {
    this.where = `${options.namespace}/${options.name ?? UPSTREAM_PROXY_LEASE}`;
    this.current = { ready: false, message: `Lease ${this.where} not read yet` };
  }

  /** The latest judgement. */
  fact(): UpstreamControllerFact {
    return this.current;
  }

  /** Reads the Lease once now, then every interval. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? 5000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async check(): Promise<void> {
    let lease: KubeObject | undefined;
    try {
      lease = await this.client.get(CORE_TYPES.lease, this.options.namespace, this.options.name ?? UPSTREAM_PROXY_LEASE);
    } catch (e) {
      // A failed read says nothing new: keep the last judgement rather than flap.
      this.log.warn({ lease: this.where, err: String((e as Error).message ?? e) }, 'could not read the upstream controller Lease');
      return;
    }
    const { fact, observation } = judgeLease(lease, this.observation, Date.now(), this.where);
    this.observation = observation;
    // The first judgement is always logged: a missing controller is said once at start.
    const changed = !this.judged || fact.ready !== this.current.ready;
    this.judged = true;
    this.current = fact;
    if (changed) {
      this.log.info({ lease: this.where, ready: fact.ready, message: fact.message }, fact.ready ? 'upstream controller is running' : 'upstream controller is missing');
      this.onChange(fact);
    }
  }
}
