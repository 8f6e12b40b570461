/**
 * Every object of one kind in one namespace, kept current by a watch. The benchmark reads the
 * Gateways' readiness and the instances to report through this instead of listing them every half
 * second: a list of 1,000 objects costs the API server what the operator under test should be
 * measured on, and the harness must not be what the API server spends its time on.
 */
import type { Kube } from '../../test/integration/support/kube';
import type { KubeObject } from '../../runtime/kube/types';

export class WatchedKind {
  private readonly objects = new Map<string, KubeObject>();
  private readonly abort = new AbortController();
  private stopped = false;

  private constructor(
    private readonly kube: Kube,
    private readonly apiVersion: string,
    private readonly kind: string,
    private readonly namespace: string,
    /** Called with each object as it is listed, added or modified. */
    private readonly onObject: (o: KubeObject) => void,
  ) {}

  /** Lists the kind once, then follows it until {@link stop}; relists when a watch ends or errs. */
  static start(kube: Kube, apiVersion: string, kind: string, namespace: string, onObject: (o: KubeObject) => void = () => undefined): WatchedKind {
    const watched = new WatchedKind(kube, apiVersion, kind, namespace, onObject);
    void watched.run();
    return watched;
  }

  /** The objects as last seen. */
  all(): KubeObject[] {
    return [...this.objects.values()];
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort();
  }

  private async run(): Promise<void> {
    const rt = await this.kube.type(this.apiVersion, this.kind);
    while (!this.stopped) {
      try {
        const listed = await this.kube.client.list(rt, { namespace: this.namespace });
        this.objects.clear();
        for (const o of listed.items) this.seen(o);
        await this.kube.client.watch(rt, { namespace: this.namespace, resourceVersion: listed.resourceVersion, timeoutSeconds: 300, signal: this.abort.signal }, (e) => {
          if (e.type === 'DELETED') this.objects.delete(e.object.metadata.name);
          else if (e.type === 'ADDED' || e.type === 'MODIFIED') this.seen(e.object);
        });
      } catch {
        if (!this.stopped) await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  private seen(o: KubeObject): void {
    this.objects.set(o.metadata.name, o);
    this.onObject(o);
  }
}
