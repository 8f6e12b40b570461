/**
 * Events (events.k8s.io/v1) for what the plan reports. An event already raised for the same
 * object, type, reason and message is not raised again, so a resync never repeats one.
 */
import { randomBytes } from 'node:crypto';
import type { PlannedEvent } from '../lib/plan/types';
import type { KubeClient } from './kube/client';
import { CORE_TYPES } from './kube/discovery';
import type { KubeObject } from './kube/types';
import type { Logger } from './log';

export const REPORTING_CONTROLLER = 'aigw.dev/operator';

/** MicroTime: RFC 3339 with microseconds, as events.k8s.io requires for `eventTime`. */
export function microTime(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

export class EventRecorder {
  private readonly raised = new Map<string, Set<string>>();

  constructor(
    private readonly client: KubeClient,
    private readonly instance: string,
    private readonly log: Logger,
    /** The `reportingController` of every Event written: which controller speaks. */
    private readonly reportingController: string = REPORTING_CONTROLLER,
  ) {}

  /**
   * Raises each event not raised before for this object; returns how many were written. With
   * `repeat`, an event is raised again even if it was before (a second transition to Ready).
   */
  async record(regarding: KubeObject, events: readonly PlannedEvent[], action: string, options: { repeat?: boolean } = {}): Promise<number> {
    const uid = regarding.metadata.uid ?? `${regarding.metadata.namespace}/${regarding.metadata.name}`;
    let seen = this.raised.get(uid);
    let written = 0;
    for (const e of events) {
      const id = `${e.type}|${e.reason}|${e.message}`;
      if (seen?.has(id) && !options.repeat) continue;
      await this.client.create(CORE_TYPES.event, {
        apiVersion: 'events.k8s.io/v1',
        kind: 'Event',
        metadata: { name: `${regarding.metadata.name}.${randomBytes(8).toString('hex')}`, namespace: regarding.metadata.namespace ?? 'default' },
        eventTime: microTime(new Date()),
        reportingController: this.reportingController,
        reportingInstance: this.instance,
        action,
        reason: e.reason,
        type: e.type,
        note: e.message.slice(0, 1024),
        regarding: {
          apiVersion: regarding.apiVersion,
          kind: regarding.kind,
          name: regarding.metadata.name,
          namespace: regarding.metadata.namespace,
          uid: regarding.metadata.uid,
        },
      });
      if (!seen) this.raised.set(uid, (seen = new Set()));
      seen.add(id);
      written++;
      this.log.info({ kind: regarding.kind, namespace: regarding.metadata.namespace, name: regarding.metadata.name, reason: e.reason, type: e.type }, 'event raised');
    }
    return written;
  }

  /** Forgets what was raised for an object that is gone. */
  forget(uid: string): void {
    this.raised.delete(uid);
  }
}
