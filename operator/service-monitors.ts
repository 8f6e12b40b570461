/**
 * The operator applies its ServiceMonitors (operator/install/service-monitor.ts) itself when asked
 * (`--service-monitors`, what `aigw install --service-monitor auto` sets): only when the cluster
 * serves the Prometheus Operator's kind, so an install works the same with and without it. Until
 * the kind is served it says so once and looks again at every resync.
 */
import type { KubeClient } from '../runtime/kube/client';
import type { Discovery } from '../runtime/kube/discovery';
import { isNotFound, type KubeObject } from '../runtime/kube/types';
import type { Logger } from '../runtime/log';
import { SERVICE_MONITOR_API_VERSION, SERVICE_MONITOR_KIND } from './install/service-monitor';

const FIELD_MANAGER = 'aigw-operator';

export class ServiceMonitorApplier {
  private saidSkipped = false;
  private done = false;

  constructor(
    private readonly client: KubeClient,
    private readonly discovery: Discovery,
    private readonly monitors: readonly KubeObject[],
    private readonly log: Logger,
  ) {}

  /** Whether they are applied (now or before); false while the kind is not served. */
  async ensure(): Promise<boolean> {
    if (this.done || this.monitors.length === 0) return true;
    let type;
    try {
      // Looked up afresh each time: the Prometheus Operator may be installed after aigw.
      this.discovery.invalidate(SERVICE_MONITOR_API_VERSION);
      type = await this.discovery.resolve(SERVICE_MONITOR_API_VERSION, SERVICE_MONITOR_KIND);
    } catch (e) {
      if (!isNotFound(e)) throw e;
      if (!this.saidSkipped) this.log.info({ apiVersion: SERVICE_MONITOR_API_VERSION }, 'ServiceMonitors skipped: the cluster does not serve the kind (no Prometheus Operator); looking again at every resync');
      this.saidSkipped = true;
      return false;
    }
    for (const m of this.monitors) await this.client.apply(type, m, { fieldManager: FIELD_MANAGER, force: true });
    this.log.info({ names: this.monitors.map((m) => `${m.metadata.namespace}/${m.metadata.name}`) }, 'ServiceMonitors applied');
    this.done = true;
    return true;
  }
}
