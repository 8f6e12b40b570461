/**
 * The shared release of one catalog engine: a Deployment and a Service named after the engine in
 * `platform-guardrail-system`, one per cluster, used by every Guardrail that selects the engine
 * (each through its own license gate). Every object carries the `aigw.dev/shared-engine` label: the
 * plan lists them as `shared`, and they are deleted only with their last Guardrail.
 */
import { ApiObject, Chart, JsonPatch } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { ENGINE_NAMESPACE } from '../meta/groups';
import { DEFAULT_PSEUDONYMIZER_IMAGE } from '../meta/images';
import { MANAGED_BY, MANAGED_BY_VALUE, SHARED_ENGINE } from '../meta/labels';
import type { EngineSecretKeyRef, EngineStore } from '../core/engine-store';
import type { CatalogEngine } from './catalog';
import { RESTRICTED_CONTAINER, RESTRICTED_POD } from './pod-security';
import { DEFAULT_ENGINE_WORKLOAD, disruptionBudget, httpProbe, resourceRequirements, type WorkloadResources } from './workload';

export type { EngineRedisStore, EngineSecretKeyRef, EngineStore } from '../core/engine-store';

export interface CatalogEngineReleaseProps {
  readonly engine: CatalogEngine;
  /**
   * Engine image.
   *
   * @default DEFAULT_PSEUDONYMIZER_IMAGE
   */
  readonly image?: string;
  /**
   * Engine replicas; more than one also gets a PodDisruptionBudget, and needs `store`: a call's
   * pre_call and post_call may reach different replicas, so the mappings must be shared.
   *
   * @default 1
   */
  readonly replicas?: number;
  /**
   * Engine container resources.
   *
   * @default DEFAULT_ENGINE_WORKLOAD.resources
   */
  readonly resources?: WorkloadResources;
  /**
   * The shared mapping store.
   *
   * @default - each replica keeps mappings in its own memory (one replica only)
   */
  readonly store?: EngineStore;
  /**
   * Also emit the Namespace, so the release applies on a fresh cluster.
   *
   * @default true
   */
  readonly namespace?: boolean;
}

/** Every catalog engine release in the chart of `scope`, in construct order. */
export function releasesInChartOf(scope: Construct): CatalogEngineRelease[] {
  return Chart.of(scope).node.findAll().filter((c): c is CatalogEngineRelease => c instanceof CatalogEngineRelease);
}

/** In-cluster URL of a catalog engine's shared release. */
export function catalogEngineUrl(engine: CatalogEngine): string {
  return `http://${engine.key}.${ENGINE_NAMESPACE}.svc.cluster.local:${engine.port}`;
}

/**
 * Why a release with these replicas and this store cannot run, or undefined when it can. The
 * operator checks its flags with it up front, so plan() never meets a release it cannot build.
 */
export function engineReleaseProblem(replicas: number, store: EngineStore | undefined, engineKey: string): string | undefined {
  if (replicas > 1 && !store) {
    return `engine replicas > 1 need a shared store (store.redis), got ${replicas} replicas with in-memory mappings (engine '${engineKey}')`;
  }
  if (!store) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(store.redis.url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')) {
    return `store.redis.url must be a redis:// or rediss:// URL (engine '${engineKey}')`;
  }
  // The URL is never echoed: a mistaken one may hold a secret.
  if (parsed.password !== '') return `store.redis.url must not hold a password: use store.redis.passwordSecretRef (engine '${engineKey}')`;
  return undefined;
}

/** The engine's flags and environment for a shared store (already checked). */
function storeSettings(store: EngineStore): { args: string[]; env: k8s.EnvVar[] } {
  const { url, passwordSecretRef, usernameSecretRef } = store.redis;
  const fromSecret = (name: string, ref: EngineSecretKeyRef): k8s.EnvVar => ({
    name,
    valueFrom: { secretKeyRef: { name: ref.name, key: ref.key } },
  });
  return {
    args: ['--store', 'redis'],
    env: [
      { name: 'AIGW_REDIS_URL', value: url },
      ...(passwordSecretRef ? [fromSecret('AIGW_REDIS_PASSWORD', passwordSecretRef)] : []),
      ...(usernameSecretRef ? [fromSecret('AIGW_REDIS_USERNAME', usernameSecretRef)] : []),
    ],
  };
}

/** A release's image, replicas, resources and store, defaults applied, as one comparable value. */
export function engineReleaseSettings(props: CatalogEngineReleaseProps): string {
  return JSON.stringify({
    image: props.image ?? DEFAULT_PSEUDONYMIZER_IMAGE,
    replicas: props.replicas ?? DEFAULT_ENGINE_WORKLOAD.replicas,
    resources: props.resources ?? DEFAULT_ENGINE_WORKLOAD.resources,
    store: props.store ?? null,
  });
}

export class CatalogEngineRelease extends Construct {
  /**
   * The release of `engine` already in the chart of `scope`, if any: a cluster runs one release per
   * engine, so a chart holds one too, whatever number of Guardrails use it.
   */
  static inChartOf(scope: Construct, engine: CatalogEngine): CatalogEngineRelease | undefined {
    return releasesInChartOf(scope).find((r) => r.engine.key === engine.key);
  }

  /** Whether this release emits the engines' Namespace. */
  readonly emitsNamespace: boolean;
  /** The engine this release runs. */
  readonly engine: CatalogEngine;
  /** The engine's in-cluster URL (what the license gates forward to). */
  readonly url: string;
  readonly apiObjects: readonly ApiObject[];
  /** The engine's Service: what the license gates forward to. */
  readonly service: k8s.KubeService;
  /**
   * Image, replicas, resources and store as one comparable value: two Guardrails sharing the release
   * must not ask for different ones.
   *
   * @internal
   */
  readonly _settings: string;

  constructor(scope: Construct, id: string, props: CatalogEngineReleaseProps) {
    super(scope, id);
    const { engine } = props;
    this.engine = engine;
    const image = props.image ?? DEFAULT_PSEUDONYMIZER_IMAGE;
    const replicas = props.replicas ?? DEFAULT_ENGINE_WORKLOAD.replicas;
    this._settings = engineReleaseSettings(props);
    if (!Number.isInteger(replicas) || replicas < 1) {
      throw new Error(`engine replicas must be a whole number >= 1, got ${replicas} (engine '${engine.key}')`);
    }
    const problem = engineReleaseProblem(replicas, props.store, engine.key);
    if (problem) throw new Error(problem);
    const store = props.store ? storeSettings(props.store) : { args: [], env: [] };
    this.url = catalogEngineUrl(engine);
    const shared = { [MANAGED_BY]: MANAGED_BY_VALUE, [SHARED_ENGINE]: engine.key };
    const selector = { 'app.kubernetes.io/name': engine.key, 'app.kubernetes.io/component': 'guardrail-engine' };
    const labels = { ...selector, 'app.kubernetes.io/version': engine.version, ...shared };
    const objects: ApiObject[] = [];

    this.emitsNamespace = props.namespace ?? true;
    if (this.emitsNamespace) {
      const ns = new k8s.KubeNamespace(this, 'Namespace', { metadata: { name: ENGINE_NAMESPACE, labels: shared } });
      // A Namespace is cluster-scoped: drop the namespace a Chart would give it.
      ns.addJsonPatch(JsonPatch.remove('/metadata/namespace'));
      objects.push(ns);
    }
    objects.push(
      new k8s.KubeDeployment(this, 'Deployment', {
        metadata: { name: engine.key, namespace: ENGINE_NAMESPACE, labels },
        spec: {
          replicas,
          selector: { matchLabels: selector },
          template: {
            metadata: { labels },
            spec: {
              securityContext: RESTRICTED_POD,
              automountServiceAccountToken: false,
              containers: [
                {
                  name: 'engine',
                  image,
                  args: [...engine.args, ...store.args],
                  ...(store.env.length > 0 ? { env: store.env } : {}),
                  ports: [{ name: 'http', containerPort: engine.port }],
                  readinessProbe: httpProbe('/readyz', 'http'),
                  livenessProbe: httpProbe('/healthz', 'http'),
                  resources: resourceRequirements(props.resources ?? DEFAULT_ENGINE_WORKLOAD.resources),
                  securityContext: RESTRICTED_CONTAINER,
                },
              ],
            },
          },
        },
      }),
    );
    this.service = new k8s.KubeService(this, 'Service', {
      metadata: { name: engine.key, namespace: ENGINE_NAMESPACE, labels },
      spec: {
        selector,
        ports: [{ name: 'http', port: engine.port, targetPort: k8s.IntOrString.fromString('http') }],
      },
    });
    objects.push(this.service);
    const budget = disruptionBudget(this, 'DisruptionBudget', { name: engine.key, namespace: ENGINE_NAMESPACE, labels, selector, replicas });
    if (budget) objects.push(budget);
    this.apiObjects = objects;
  }
}
