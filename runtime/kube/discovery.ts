/**
 * Maps `apiVersion` + `kind` to a {@link ResourceType} through API discovery, once per group
 * version. A miss re-asks (a CRD may have been installed since), at most once per second.
 */
import type { KubeClient } from './client';
import { KubeApiError, splitApiVersion, type ResourceType } from './types';

interface ApiResourceList {
  resources?: { name: string; kind: string; namespaced: boolean }[];
}

export class Discovery {
  private readonly byGroupVersion = new Map<string, { at: number; types: Map<string, ResourceType> }>();

  constructor(
    private readonly client: KubeClient,
    private readonly now: () => number = Date.now,
  ) {}

  async resolve(apiVersion: string, kind: string): Promise<ResourceType> {
    const cached = this.byGroupVersion.get(apiVersion);
    const hit = cached?.types.get(kind);
    if (hit) return hit;
    if (!cached || this.now() - cached.at > 1000) {
      const types = await this.fetch(apiVersion);
      this.byGroupVersion.set(apiVersion, { at: this.now(), types });
      const found = types.get(kind);
      if (found) return found;
    }
    throw new KubeApiError(404, 'NotFound', `the API server does not serve kind ${kind} in ${apiVersion}`);
  }

  /** Forgets a group version (after installing its CRD). */
  invalidate(apiVersion: string): void {
    this.byGroupVersion.delete(apiVersion);
  }

  private async fetch(apiVersion: string): Promise<Map<string, ResourceType>> {
    const [group, version] = splitApiVersion(apiVersion);
    const path = group ? `/apis/${group}/${version}` : `/api/${version}`;
    const types = new Map<string, ResourceType>();
    let list: ApiResourceList;
    try {
      list = await this.client.raw<ApiResourceList>('GET', path);
    } catch (e) {
      if (e instanceof KubeApiError && e.status === 404) return types;
      throw e;
    }
    for (const r of list.resources ?? []) {
      if (r.name.includes('/')) continue; // subresources
      types.set(r.kind, { group, version, kind: r.kind, plural: r.name, namespaced: r.namespaced });
    }
    return types;
  }
}

/** Built-in types the controllers always need, so it never waits on discovery for them. */
export const CORE_TYPES = {
  secret: { group: '', version: 'v1', kind: 'Secret', plural: 'secrets', namespaced: true },
  configMap: { group: '', version: 'v1', kind: 'ConfigMap', plural: 'configmaps', namespaced: true },
  namespace: { group: '', version: 'v1', kind: 'Namespace', plural: 'namespaces', namespaced: false },
  service: { group: '', version: 'v1', kind: 'Service', plural: 'services', namespaced: true },
  serviceAccount: { group: '', version: 'v1', kind: 'ServiceAccount', plural: 'serviceaccounts', namespaced: true },
  deployment: { group: 'apps', version: 'v1', kind: 'Deployment', plural: 'deployments', namespaced: true },
  ingress: { group: 'networking.k8s.io', version: 'v1', kind: 'Ingress', plural: 'ingresses', namespaced: true },
  lease: { group: 'coordination.k8s.io', version: 'v1', kind: 'Lease', plural: 'leases', namespaced: true },
  event: { group: 'events.k8s.io', version: 'v1', kind: 'Event', plural: 'events', namespaced: true },
  crd: {
    group: 'apiextensions.k8s.io',
    version: 'v1',
    kind: 'CustomResourceDefinition',
    plural: 'customresourcedefinitions',
    namespaced: false,
  },
} as const satisfies Record<string, ResourceType>;
