/**
 * Everything a user applies to run the operator: the CRDs, a Namespace, a ServiceAccount, its
 * least-privilege RBAC (operator/install/operator-rbac.ts: Roles in the watched namespaces when
 * there are some), the
 * license public key as a ConfigMap (a public key is not a secret), the operator Deployment and the
 * Service in front of its metrics port, the policy that keeps the CRDs when the install is deleted
 * with kubectl (crd-deletion-guard.ts); and, unless left out, the upstream controller of the `proxy`
 * kinds beside it (operator/install/upstream-proxy-install.ts).
 */
import { ApiObject, Chart, JsonPatch, type ChartProps } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import type { Construct } from 'constructs';
import { ENGINE_NAMESPACE } from '../../lib/meta/groups';
import { MANAGED_BY, MANAGED_BY_VALUE } from '../../lib/meta/labels';
import { hashOf } from '../../runtime/hash';
import type { KubeObject } from '../../runtime/kube/types';
import type { EngineStore } from '../../lib/guardrail/catalog-engine-release';
import { UpstreamProxyInstall } from './upstream-proxy-install';
import { applyPodPlacement, type PodPlacement } from './pod-placement';
import { controllerNodeOptionsEnv } from './controller-node-options';
import { OperatorRbac } from './operator-rbac';
import { CrdDeletionGuard } from './crd-deletion-guard';
import { serviceMonitors, type ServiceMonitorMode } from './service-monitor';

export { operatorRules } from './operator-rbac';

export interface OperatorInstallProps extends ChartProps {
  /** CRDs to install with the operator (read from `crds/`). */
  readonly crds: readonly KubeObject[];
  /** Image of the operator (its entrypoint is `aigw`). */
  readonly image: string;
  /** Namespace the operator runs in. @default 'aigw-system' */
  readonly operatorNamespace?: string;
  /** @default 2 (leader election keeps one writer) */
  readonly replicas?: number;
  /** `--guardrail-proxy-image`. @default the operator's built-in default */
  readonly guardrailProxyImage?: string;
  /** `--engine-image`. @default the operator's built-in default */
  readonly engineImage?: string;
  /**
   * The shared catalog engine's mapping store, passed to the operator as `--engine-redis-url` and
   * `--engine-redis-password-secret NAME/KEY` (a reference, never the password).
   * @default none: each engine replica keeps its mappings in memory (one replica only)
   */
  readonly engineStore?: EngineStore;
  /** `--license-secret NS/NAME`. @default none: Community */
  readonly licenseSecret?: string;
  /** PEM of the key that verifies licenses. @default none: every license is ignored (Community) */
  readonly licensePublicKeyPem?: string;
  /**
   * `--namespace`: watch these namespaces only. The operator and the upstream controller then get
   * Roles there (and in the shared engines' namespace) instead of ClusterRoles.
   * @default all namespaces
   */
  readonly watchNamespaces?: readonly string[];
  /**
   * Prometheus Operator ServiceMonitors for the operator and the gates: `auto` lets the operator
   * apply them once the cluster serves the kind (and grants it that in its namespace), `true` puts
   * them in the install (the kind must then be served), `false` leaves them out.
   * @default 'auto'
   */
  readonly serviceMonitor?: ServiceMonitorMode;
  /** @default 8080 */
  readonly metricsPort?: number;
  /**
   * Image of the upstream controller of the `proxy` kinds (`aigw upstream proxy`), or `false` to
   * leave it out (you run your own upstream side; the operator is told not to wait for it).
   * @default the operator's image
   */
  readonly upstreamProxyImage?: string | false;
  /**
   * Let the operator upgrade its CRDs at start (`patch`, limited by name to the CRDs installed
   * here). With `false` the operator gets no write access to CRDs and only waits for them
   * (`--skip-crd-management`): upgrade them by applying a newer install.
   * @default true
   */
  readonly manageCrds?: boolean;
  /** Node selector, tolerations, affinity and image pull Secrets of the operator and the upstream controller. @default none */
  readonly placement?: PodPlacement;
  /**
   * The operator container's requests and limits (quantities as text), replacing the defaults.
   * @default requests cpu 100m, memory 128Mi; limits memory 512Mi
   */
  readonly resources?: { readonly requests?: Readonly<Record<string, string>>; readonly limits?: Readonly<Record<string, string>> };
  /**
   * A PodDisruptionBudget keeping this many operator pods through voluntary disruptions (a node
   * drain), or `false` for none. Only made with more than one replica: with one it would block drains.
   * @default { minAvailable: 1 }
   */
  readonly podDisruptionBudget?: { readonly minAvailable: number } | false;
}

const NAME = 'aigw-operator';
const LABELS = { 'app.kubernetes.io/name': NAME, 'app.kubernetes.io/managed-by': 'aigw' };
/** Pod-template annotation: the hash of the operator's configuration that its args do not carry. */
export const CONFIG_HASH = 'aigw.dev/config-hash';

export class OperatorInstall extends Chart {
  constructor(scope: Construct, id: string, props: OperatorInstallProps) {
    super(scope, id, { ...props, disableResourceNameHashes: true });
    const namespace = props.operatorNamespace ?? 'aigw-system';
    const replicas = props.replicas ?? 2;
    const metricsPort = props.metricsPort ?? 8080;
    if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`replicas must be a positive integer, got ${replicas}`);
    if (props.licenseSecret !== undefined && !/^[a-z0-9-]+\/[a-z0-9.-]+$/.test(props.licenseSecret)) {
      throw new Error(`licenseSecret must be NS/NAME, got ${JSON.stringify(props.licenseSecret)}`);
    }

    props.crds.forEach((crd, i) => new ApiObject(this, `crd-${i}-${crd.metadata.name}`, crd as never));
    // Right after the CRDs: `kubectl delete -f` of the install meets it before it deletes it.
    if (props.crds.length > 0) new CrdDeletionGuard(this, 'crd-deletion-guard', { crds: props.crds, labels: LABELS });
    new k8s.KubeNamespace(this, 'namespace', { metadata: { name: namespace, labels: LABELS } });
    // The shared catalog engines' namespace is made here, so the operator never creates namespaces.
    if (namespace !== ENGINE_NAMESPACE) new k8s.KubeNamespace(this, 'engine-namespace', { metadata: { name: ENGINE_NAMESPACE, labels: { [MANAGED_BY]: MANAGED_BY_VALUE } } });
    new k8s.KubeServiceAccount(this, 'service-account', { metadata: { name: NAME, namespace, labels: LABELS } });

    const watched = props.watchNamespaces;
    if (watched !== undefined && watched.length === 0) throw new Error('watchNamespaces needs at least one namespace');
    const serviceMonitor = props.serviceMonitor ?? 'auto';
    new OperatorRbac(this, 'rbac', {
      serviceAccount: { name: NAME, namespace },
      labels: LABELS,
      crds: props.crds,
      manageCrds: props.manageCrds ?? true,
      watchNamespaces: watched,
      licenseNamespace: props.licenseSecret?.split('/')[0],
      serviceMonitor: serviceMonitor === 'auto',
    });

    const args = ['operator', '--leader-elect', '--metrics-port', String(metricsPort)];
    if (props.guardrailProxyImage) args.push('--guardrail-proxy-image', props.guardrailProxyImage);
    if (props.engineImage) args.push('--engine-image', props.engineImage);
    const redis = props.engineStore?.redis;
    if (redis) args.push('--engine-redis-url', redis.url);
    if (redis?.passwordSecretRef) args.push('--engine-redis-password-secret', `${redis.passwordSecretRef.name}/${redis.passwordSecretRef.key}`);
    if (props.licenseSecret) args.push('--license-secret', props.licenseSecret);
    if (watched) args.push('--namespace', watched.join(','));
    if (serviceMonitor === 'auto') args.push('--service-monitors');
    // The operator looks for the controller's Lease in its own namespace ($POD_NAMESPACE), where it is installed.
    if (props.upstreamProxyImage === false) args.push('--skip-upstream-proxy-check');
    if (props.manageCrds === false) args.push('--skip-crd-management');
    const volumes: k8s.Volume[] = [];
    const mounts: k8s.VolumeMount[] = [];
    if (props.licensePublicKeyPem) {
      new k8s.KubeConfigMap(this, 'license-public-key', {
        metadata: { name: `${NAME}-license-public-key`, namespace, labels: LABELS },
        data: { 'license.pub': props.licensePublicKeyPem },
      });
      volumes.push({ name: 'license-public-key', configMap: { name: `${NAME}-license-public-key` } });
      mounts.push({ name: 'license-public-key', mountPath: '/etc/aigw/license-public-key', readOnly: true });
      args.push('--license-public-key', '/etc/aigw/license-public-key/license.pub');
    }

    // Every replica serves /metrics; a Service lets a Prometheus (or a ServiceMonitor) find them.
    new k8s.KubeService(this, 'metrics-service', {
      metadata: { name: `${NAME}-metrics`, namespace, labels: LABELS },
      spec: {
        selector: { 'app.kubernetes.io/name': NAME },
        ports: [{ name: 'metrics', port: metricsPort, targetPort: k8s.IntOrString.fromString('metrics') }],
      },
    });

    if (serviceMonitor === true) serviceMonitors({ namespace, watchNamespaces: watched }).forEach((m) => new ApiObject(this, `service-monitor-${m.metadata.name}`, m as never));

    const deployment = new k8s.KubeDeployment(this, 'deployment', {
      metadata: { name: NAME, namespace, labels: LABELS },
      spec: {
        replicas,
        selector: { matchLabels: { 'app.kubernetes.io/name': NAME } },
        template: {
          // The public key lives in a ConfigMap the pod template does not show: its hash here rolls the
          // operator the moment a re-install changes it, instead of at some later restart.
          metadata: { labels: LABELS, annotations: { [CONFIG_HASH]: hashOf({ licensePublicKeyPem: props.licensePublicKeyPem ?? null }) } },
          spec: {
            serviceAccountName: NAME,
            securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
            volumes,
            containers: [
              {
                name: 'operator',
                image: props.image,
                args,
                env: [{ name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } }, { ...controllerNodeOptionsEnv }],
                ports: [{ name: 'metrics', containerPort: metricsPort }],
                livenessProbe: { httpGet: { path: '/healthz', port: k8s.IntOrString.fromString('metrics') } },
                readinessProbe: { httpGet: { path: '/readyz', port: k8s.IntOrString.fromString('metrics') } },
                resources: {
                  requests: { cpu: k8s.Quantity.fromString('100m'), memory: k8s.Quantity.fromString('128Mi') },
                  limits: { memory: k8s.Quantity.fromString('512Mi') },
                },
                securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
                volumeMounts: mounts,
              },
            ],
          },
        },
      },
    });

    applyPodPlacement(deployment, props.placement);
    if (props.resources) deployment.addJsonPatch(JsonPatch.replace('/spec/template/spec/containers/0/resources', props.resources));

    const pdb = props.podDisruptionBudget ?? { minAvailable: 1 };
    if (pdb && replicas > 1) {
      if (!Number.isInteger(pdb.minAvailable) || pdb.minAvailable < 1) throw new Error(`podDisruptionBudget.minAvailable must be a positive integer, got ${pdb.minAvailable}`);
      // Two replicas and leader election: a drain may take one pod at a time, never both.
      new k8s.KubePodDisruptionBudget(this, 'pod-disruption-budget', {
        metadata: { name: NAME, namespace, labels: LABELS },
        spec: { minAvailable: k8s.IntOrString.fromNumber(pdb.minAvailable), selector: { matchLabels: { 'app.kubernetes.io/name': NAME } } },
      });
    }

    if (props.upstreamProxyImage !== false) {
      new UpstreamProxyInstall(this, 'upstream-proxy', { namespace, image: props.upstreamProxyImage ?? props.image, labels: { 'app.kubernetes.io/managed-by': 'aigw' }, placement: props.placement, watchNamespaces: watched });
    }
  }
}
