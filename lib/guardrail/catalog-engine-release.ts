/**
 * The shared release of one catalog engine: a Deployment and a Service named after the engine in
 * `platform-guardrail-system`, one per cluster, used by every Guardrail that selects the engine
 * (each through its own license gate). Every object carries the `aigw.dev/shared-engine` label: the
 * plan lists them as `shared`, and they are deleted only with their last Guardrail.
 */
import { ApiObject, JsonPatch } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { ENGINE_NAMESPACE } from '../meta/groups';
import { DEFAULT_PSEUDONYMIZER_IMAGE } from '../meta/images';
import { MANAGED_BY, MANAGED_BY_VALUE, SHARED_ENGINE } from '../meta/labels';
import type { CatalogEngine } from './catalog';
import { RESTRICTED_CONTAINER, RESTRICTED_POD } from './pod-security';
import { DEFAULT_ENGINE_WORKLOAD, disruptionBudget, httpProbe, resourceRequirements, type WorkloadResources } from './workload';

export interface CatalogEngineReleaseProps {
  readonly engine: CatalogEngine;
  /**
   * Engine image.
   *
   * @default DEFAULT_PSEUDONYMIZER_IMAGE
   */
  readonly image?: string;
  /**
   * Engine replicas; more than one also gets a PodDisruptionBudget.
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
   * Also emit the Namespace, so the release applies on a fresh cluster.
   *
   * @default true
   */
  readonly namespace?: boolean;
}

/** In-cluster URL of a catalog engine's shared release. */
export function catalogEngineUrl(engine: CatalogEngine): string {
  return `http://${engine.key}.${ENGINE_NAMESPACE}.svc.cluster.local:${engine.port}`;
}

export class CatalogEngineRelease extends Construct {
  /** The engine's in-cluster URL (what the license gates forward to). */
  readonly url: string;
  readonly apiObjects: readonly ApiObject[];

  constructor(scope: Construct, id: string, props: CatalogEngineReleaseProps) {
    super(scope, id);
    const { engine } = props;
    const image = props.image ?? DEFAULT_PSEUDONYMIZER_IMAGE;
    const replicas = props.replicas ?? DEFAULT_ENGINE_WORKLOAD.replicas;
    if (!Number.isInteger(replicas) || replicas < 1) {
      throw new Error(`engine replicas must be a whole number >= 1, got ${replicas} (engine '${engine.key}')`);
    }
    this.url = catalogEngineUrl(engine);
    const shared = { [MANAGED_BY]: MANAGED_BY_VALUE, [SHARED_ENGINE]: engine.key };
    const selector = { 'app.kubernetes.io/name': engine.key, 'app.kubernetes.io/component': 'guardrail-engine' };
    const labels = { ...selector, 'app.kubernetes.io/version': engine.version, ...shared };
    const objects: ApiObject[] = [];

    if (props.namespace ?? true) {
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
                  args: [...engine.args],
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
    objects.push(
      new k8s.KubeService(this, 'Service', {
        metadata: { name: engine.key, namespace: ENGINE_NAMESPACE, labels },
        spec: {
          selector,
          ports: [{ name: 'http', port: engine.port, targetPort: k8s.IntOrString.fromString('http') }],
        },
      }),
    );
    const budget = disruptionBudget(this, 'DisruptionBudget', { name: engine.key, namespace: ENGINE_NAMESPACE, labels, selector, replicas });
    if (budget) objects.push(budget);
    this.apiObjects = objects;
  }
}
