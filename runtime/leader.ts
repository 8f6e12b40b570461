/**
 * Leader election on a coordination.k8s.io/v1 Lease, with client-go's rules: take the Lease when
 * it is free or its holder has not renewed within the lease duration (judged by when this process
 * last saw it change, not by the holder's clock); renew every retry period; give up leadership
 * when no renewal succeeded within the renew deadline. Updates carry the resourceVersion, so of
 * two candidates racing for one Lease exactly one wins.
 */
import type { KubeClient } from './kube/client';
import { CORE_TYPES } from './kube/discovery';
import { isConflict, type KubeObject } from './kube/types';
import type { Logger } from './log';
import { microTime } from './events';

export interface LeaderElectionOptions {
  readonly namespace: string;
  readonly name: string;
  /** This candidate (pod name + a random suffix). */
  readonly identity: string;
  /** @default 15_000 */
  readonly leaseDurationMs?: number;
  /** @default 10_000 */
  readonly renewDeadlineMs?: number;
  /** @default 2_000 */
  readonly retryPeriodMs?: number;
}

interface LeaseSpec {
  holderIdentity?: string;
  leaseDurationSeconds?: number;
  acquireTime?: string;
  renewTime?: string;
  leaseTransitions?: number;
}

export class LeaderElector {
  private readonly leaseMs: number;
  private readonly renewDeadlineMs: number;
  private readonly retryMs: number;
  private observed?: { record: string; at: number };
  private leading = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private wake?: () => void;

  constructor(
    private readonly client: KubeClient,
    private readonly options: LeaderElectionOptions,
    private readonly log: Logger,
  ) {
    this.leaseMs = options.leaseDurationMs ?? 15_000;
    this.renewDeadlineMs = options.renewDeadlineMs ?? 10_000;
    this.retryMs = options.retryPeriodMs ?? 2_000;
    if (!(this.leaseMs > this.renewDeadlineMs && this.renewDeadlineMs > this.retryMs)) {
      throw new Error(
        `leader election needs leaseDuration > renewDeadline > retryPeriod (got ${this.leaseMs} ms, ${this.renewDeadlineMs} ms, ${this.retryMs} ms)`,
      );
    }
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Campaigns until elected (resolves true) or stopped (false). */
  async acquire(): Promise<boolean> {
    while (!this.stopped) {
      if (await this.tryAcquireOrRenew()) {
        this.leading = true;
        this.log.info({ lease: `${this.options.namespace}/${this.options.name}`, identity: this.options.identity }, 'became leader');
        return true;
      }
      await this.sleep(this.retryMs);
    }
    return false;
  }

  /** Renews until a renewal misses the deadline (resolves: leadership lost) or stop() is called. */
  async holdLeadership(): Promise<void> {
    let lastRenew = Date.now();
    while (!this.stopped) {
      await this.sleep(this.retryMs);
      if (this.stopped) return;
      if (await this.tryAcquireOrRenew()) lastRenew = Date.now();
      else if (Date.now() - lastRenew > this.renewDeadlineMs) {
        this.leading = false;
        this.log.error({ lease: `${this.options.namespace}/${this.options.name}` }, 'lost leadership');
        return;
      }
    }
  }

  /** Stops campaigning; a leader hands the Lease back so a standby takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (!this.leading) return;
    this.leading = false;
    try {
      const lease = await this.client.get(CORE_TYPES.lease, this.options.namespace, this.options.name);
      const spec = (lease?.spec ?? {}) as LeaseSpec;
      if (lease && spec.holderIdentity === this.options.identity) {
        await this.client.update(CORE_TYPES.lease, {
          ...lease,
          spec: { ...spec, holderIdentity: '', leaseDurationSeconds: 1, renewTime: microTime(new Date()) },
        });
        this.log.info({ lease: `${this.options.namespace}/${this.options.name}` }, 'released leadership');
      }
    } catch (e) {
      this.log.warn({ err: String(e) }, 'could not release the lease');
    }
  }

  private async tryAcquireOrRenew(): Promise<boolean> {
    const now = new Date();
    const { namespace, name, identity } = this.options;
    const mine: LeaseSpec = {
      holderIdentity: identity,
      leaseDurationSeconds: Math.ceil(this.leaseMs / 1000),
      acquireTime: microTime(now),
      renewTime: microTime(now),
      leaseTransitions: 0,
    };
    try {
      const lease = await this.client.get(CORE_TYPES.lease, namespace, name);
      if (!lease) {
        await this.client.create(CORE_TYPES.lease, { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name, namespace }, spec: mine });
        this.observed = { record: JSON.stringify(mine), at: Date.now() };
        return true;
      }
      const spec = (lease.spec ?? {}) as LeaseSpec;
      const record = JSON.stringify(spec);
      if (!this.observed || this.observed.record !== record) this.observed = { record, at: Date.now() };
      const heldByOther = !!spec.holderIdentity && spec.holderIdentity !== identity;
      const durationMs = (spec.leaseDurationSeconds ?? Math.ceil(this.leaseMs / 1000)) * 1000;
      if (heldByOther && this.observed.at + durationMs > Date.now()) return false;
      const next: LeaseSpec =
        spec.holderIdentity === identity
          ? { ...spec, renewTime: mine.renewTime, leaseDurationSeconds: mine.leaseDurationSeconds }
          : { ...mine, leaseTransitions: (spec.leaseTransitions ?? 0) + 1 };
      const updated: KubeObject = await this.client.update(CORE_TYPES.lease, { ...lease, spec: next });
      this.observed = { record: JSON.stringify(updated.spec ?? {}), at: Date.now() };
      return true;
    } catch (e) {
      if (!isConflict(e)) this.log.warn({ err: String(e) }, 'lease acquire/renew failed');
      return false;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.timer = setTimeout(resolve, ms);
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        resolve();
      };
    });
  }
}
