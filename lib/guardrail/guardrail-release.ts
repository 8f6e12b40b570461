/**
 * Everything one Guardrail runs: its license-gate proxy (Deployment + Service `<guardrail>-gate`),
 * the license material the gate verifies (Secret `<guardrail>-gate-license`), and, for a catalog
 * engine, the engine's shared release ({@link CatalogEngineRelease}). The gate forwards to the engine
 * (catalog) or to `spec.external.apiBase` (external); gateways only ever call the gate.
 */
import { ApiObject, Chart } from 'cdk8s';
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { GUARDRAIL_KIND, parseGuardrail, type GuardrailSpec } from '../api/guardrail';
import { DEFAULT_GUARDRAIL_PROXY_IMAGE, DEFAULT_PSEUDONYMIZER_IMAGE } from '../meta/images';
import { dnsName, labelValue } from '../meta/names';
import type { ApiObjectJson, LicenseMaterial, ResourceInput } from '../plan/types';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import type { GuardrailResource } from '../api/resource-input';
import { inChartNamespace } from '../validation/chart-namespace';
import { assertValid, guardrailProblems, resourceOf } from '../validation/resource-problems';
import { guardrailSpecInput } from '../validation/spec-input';
import { altPathOf } from './alt-path';
import { CatalogEngineRelease, engineReleaseSettings, releasesInChartOf, type CatalogEngineReleaseProps, type EngineStore } from './catalog-engine-release';
import { RESTRICTED_CONTAINER, RESTRICTED_POD } from './pod-security';
import { DEFAULT_ENGINE_WORKLOAD, DEFAULT_GATE_WORKLOAD, disruptionBudget, httpProbe, resourceRequirements, type WorkloadSettings } from './workload';

/** The gate's data port (spec Limits). */
export const GATE_DATA_PORT = 8080;
/** The gate's metrics and probe port (spec Limits). */
export const GATE_METRICS_PORT = 9090;
/** Where the license Secret is mounted in the gate. */
export const GATE_LICENSE_DIR = '/etc/aigw/license';
/** Keys of the license Secret (file names in {@link GATE_LICENSE_DIR}). */
export const LICENSE_FILE = 'license.jwt';
export const LICENSE_PUBLIC_KEY_FILE = 'license.pub';
export const REVOCATIONS_FILE = 'revocations.jwt';

/** Pod-template annotation carrying {@link GuardrailReleaseProps.apiKeyVersion}. */
export const API_KEY_VERSION_ANNOTATION = 'aigw.dev/api-key-version';

/** Name of the gate Deployment and Service of a Guardrail. */
export function gateName(guardrail: string): string {
  return dnsName([guardrail, 'gate']);
}

/** Name of the license Secret of a Guardrail's gate. */
export function gateLicenseSecretName(guardrail: string): string {
  return dnsName([guardrail, 'gate-license']);
}

/** The gate's in-cluster URL: what `status.endpoint` reports and what gateways wire. */
export function gateEndpoint(guardrail: string, namespace: string): string {
  return `http://${gateName(guardrail)}.${namespace}.svc.cluster.local:${GATE_DATA_PORT}`;
}

function gateSelector(guardrail: string): Record<string, string> {
  return { 'app.kubernetes.io/name': 'guardrail-gate', 'app.kubernetes.io/instance': labelValue(guardrail) };
}

function gateLabels(guardrail: string): Record<string, string> {
  return { ...gateSelector(guardrail), 'app.kubernetes.io/component': 'license-gate' };
}

function gateLicenseData(material: LicenseMaterial): Record<string, string> {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  return {
    [LICENSE_FILE]: b64(material.token),
    [LICENSE_PUBLIC_KEY_FILE]: b64(material.publicKey),
    ...(material.revocations !== undefined ? { [REVOCATIONS_FILE]: b64(material.revocations) } : {}),
  };
}

/**
 * The gate's license Secret on its own, exactly as the release emits it: what a running gate
 * receives when the license lapses while the rest of its Guardrail is held (an invalid edit).
 */
export function gateLicenseSecret(guardrail: string, namespace: string, material: LicenseMaterial): ApiObjectJson {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: gateLicenseSecretName(guardrail), namespace, labels: gateLabels(guardrail) },
    type: 'Opaque',
    data: gateLicenseData(material),
  };
}

/**
 * What a gate mounts when the cluster has no license at all (the license Secret removed): empty
 * files, which the gate judges unusable, so it answers every request with the block verdict.
 */
export const NO_LICENSE_MATERIAL: LicenseMaterial = Object.freeze({ token: '', publicKey: '' });

export interface GuardrailReleaseProps {
  /** Name of the Guardrail resource. */
  readonly name: string;
  /**
   * Namespace of the Guardrail (and of its gate).
   *
   * @default - the chart's namespace, else `default`
   */
  readonly namespace?: string;
  /** The parsed, defaulted Guardrail spec. */
  readonly spec: GuardrailSpec;
  /** The platform license the gate verifies; copied into the gate's license Secret. */
  readonly licenseMaterial: LicenseMaterial;
  /**
   * Image of the license-gate proxy (`--guardrail-proxy-image`); its entrypoint is `aigw`.
   *
   * @default DEFAULT_GUARDRAIL_PROXY_IMAGE
   */
  readonly gateImage?: string;
  /**
   * Image of the catalog engine (mode catalog).
   *
   * @default DEFAULT_PSEUDONYMIZER_IMAGE
   */
  readonly engineImage?: string;
  /**
   * The version of the Secret behind `spec.external.apiKeySecretRef` (its resourceVersion). It goes
   * on the gate's pod template as annotation {@link API_KEY_VERSION_ANNOTATION}, so rotating the key
   * rolls the gate: the key reaches the gate through an environment variable, read once at start.
   *
   * @default - no annotation: a rotated key takes effect when the gate pod restarts
   */
  readonly apiKeyVersion?: string;
  /**
   * Gate replicas; more than one also gets a PodDisruptionBudget.
   *
   * @default DEFAULT_GATE_WORKLOAD.replicas
   */
  readonly replicas?: number;
  /**
   * Gate container resources.
   *
   * @default DEFAULT_GATE_WORKLOAD.resources
   */
  readonly resources?: WorkloadSettings['resources'];
  /**
   * Replicas and resources of the shared catalog engine release.
   *
   * @default DEFAULT_ENGINE_WORKLOAD
   */
  readonly engineWorkload?: WorkloadSettings;
  /**
   * Emit the catalog engine's shared release (mode catalog). A platform that runs the engine
   * elsewhere turns it off and points {@link engineUrl} at it. The release is one per chart: a
   * second Guardrail of the same engine in the chart uses the release the first one emitted (and
   * must not ask for other engine settings), as Guardrails share it in a cluster.
   *
   * @default true
   */
  readonly engineRelease?: boolean;
  /**
   * Where the gate forwards in mode catalog.
   *
   * @default - the shared release's in-cluster URL
   */
  readonly engineUrl?: string;
  /**
   * The shared mapping store of the catalog engine's release (a Redis URL and Secret refs);
   * needed when {@link engineWorkload} asks for more than one replica.
   *
   * @default - in-memory mappings (one engine replica)
   */
  readonly engineStore?: EngineStore;
}

export class GuardrailRelease extends Construct {
  /**
   * What `aigw render` would report for this Guardrail resource, offline: its status (Ready and the
   * other conditions), its events, and whether the operator would hold its plan. Pass the Secrets,
   * ConfigMaps and other objects it reads in `options.objects`.
   */
  static status(resource: GuardrailResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /**
   * Builds the release from a raw Guardrail object (as `kubectl` would send it). Throws an
   * {@link InvalidResourceError} listing every problem `aigw render` reports for the object, in its
   * words: unknown fields and other CRD schema violations, then field errors.
   */
  static fromResource(scope: Construct, id: string, input: GuardrailResource | ResourceInput, options: Omit<GuardrailReleaseProps, 'name' | 'namespace' | 'spec'>): GuardrailRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, GUARDRAIL_KIND, guardrailProblems(resource));
    const parsed = parseGuardrail(resource);
    if (!parsed.value) throw new Error(`invalid Guardrail '${parsed.metadata.name}': ${parsed.errors.toString()}`);
    return new GuardrailRelease(scope, id, { ...options, name: parsed.value.metadata.name, namespace: parsed.value.metadata.namespace, spec: parsed.value.spec });
  }

  /** The Guardrail's name. */
  readonly name: string;
  /** The Guardrail's namespace (its gate's). */
  readonly namespace: string;
  /** The parsed, defaulted Guardrail spec: what a wiring reads. */
  readonly spec: GuardrailSpec;
  /** The gate's URL (`status.endpoint`): what gateways call. */
  readonly endpoint: string;
  /** The gate's Service (port `http` {@link GATE_DATA_PORT}, `metrics` {@link GATE_METRICS_PORT}). */
  readonly service: k8s.KubeService;
  /** The gate's Deployment. */
  readonly deployment: k8s.KubeDeployment;
  /** Where the gate forwards. */
  readonly upstream: string;
  /**
   * The shared engine release (mode catalog with `engineRelease`): this Guardrail's own child, or the
   * release an earlier Guardrail of the same engine emitted in the chart.
   */
  readonly engine?: CatalogEngineRelease;
  /** The objects owned by this Guardrail (not the shared ones), in apply order. */
  readonly ownedObjects: readonly ApiObject[];

  constructor(scope: Construct, id: string, props: GuardrailReleaseProps) {
    super(scope, id);
    const { spec, name } = props;
    const namespace = props.namespace ?? Chart.of(this).namespace ?? 'default';
    this.name = name;
    this.namespace = namespace;
    this.spec = spec;
    // Typed props skip the parser; the same rules run at synth, with render's messages.
    this.node.addValidation({ validate: () => guardrailProblems(resourceOf(GUARDRAIL_KIND, name, namespace, guardrailSpecInput(spec)), { unknownFields: false }) });
    const replicas = props.replicas ?? DEFAULT_GATE_WORKLOAD.replicas;
    if (!Number.isInteger(replicas) || replicas < 1) {
      throw new Error(`gate replicas must be a whole number >= 1, got ${replicas} (guardrail '${name}')`);
    }
    if (spec.mode === 'catalog' && !spec.engine) throw new Error(`guardrail '${name}': mode catalog needs a catalog engine`);
    if (spec.mode === 'external' && !spec.external) throw new Error(`guardrail '${name}': mode external needs spec.external`);

    if (spec.mode === 'catalog' && spec.engine && (props.engineRelease ?? true)) {
      const workload = props.engineWorkload ?? DEFAULT_ENGINE_WORKLOAD;
      const release = {
        engine: spec.engine,
        image: props.engineImage ?? DEFAULT_PSEUDONYMIZER_IMAGE,
        replicas: workload.replicas,
        resources: workload.resources,
        store: props.engineStore,
      };
      this.engine = sharedEngineRelease(this, name, release);
    }
    this.upstream =
      spec.mode === 'external'
        ? spec.external!.apiBase
        : (props.engineUrl ?? this.engine?.url ?? `http://${spec.engine!.key}:${spec.engine!.port}`);
    this.endpoint = gateEndpoint(name, namespace);

    const selector = gateSelector(name);
    const labels = gateLabels(name);

    const licenseSecret = new k8s.KubeSecret(this, 'License', {
      metadata: { name: gateLicenseSecretName(name), namespace, labels },
      type: 'Opaque',
      data: gateLicenseData(props.licenseMaterial),
    });

    const env: k8s.EnvVar[] = [
      { name: 'AIGW_GATE_UPSTREAM', value: this.upstream },
      { name: 'AIGW_GATE_BLOCKED_REASON', value: spec.blockedReason },
      // In the pod template on purpose: a new level rolls the pod (spec: "Changing it restarts the proxy pod").
      { name: 'AIGW_GATE_LOG_LEVEL', value: spec.logLevel },
      { name: 'AIGW_GATE_PORT', value: String(GATE_DATA_PORT) },
      { name: 'AIGW_GATE_METRICS_PORT', value: String(GATE_METRICS_PORT) },
      { name: 'AIGW_GATE_LICENSE_FILE', value: `${GATE_LICENSE_DIR}/${LICENSE_FILE}` },
      { name: 'AIGW_GATE_LICENSE_PUBLIC_KEY', value: `${GATE_LICENSE_DIR}/${LICENSE_PUBLIC_KEY_FILE}` },
      { name: 'AIGW_GATE_REVOCATION_FILE', value: `${GATE_LICENSE_DIR}/${REVOCATIONS_FILE}` },
    ];
    // The path an alt gateway calls: the gate answers it with the alt protocol's own block verdict.
    // Without one (an external guardrail with no spec.alt.path) the gate keeps its default.
    const altPath = altPathOf(spec);
    if (altPath !== undefined) env.push({ name: 'AIGW_GATE_ALT_PATH', value: altPath });
    const apiKey = spec.external?.apiKeySecretRef;
    if (apiKey) {
      env.push({ name: 'AIGW_GATE_API_KEY', valueFrom: { secretKeyRef: { name: apiKey.name, key: apiKey.key } } });
    }

    const deployment = (this.deployment = new k8s.KubeDeployment(this, 'Deployment', {
      metadata: { name: gateName(name), namespace, labels },
      spec: {
        replicas,
        selector: { matchLabels: selector },
        template: {
          metadata: {
            labels,
            ...(apiKey && props.apiKeyVersion !== undefined ? { annotations: { [API_KEY_VERSION_ANNOTATION]: props.apiKeyVersion } } : {}),
          },
          spec: {
            securityContext: RESTRICTED_POD,
            automountServiceAccountToken: false,
            containers: [
              {
                name: 'gate',
                image: props.gateImage ?? DEFAULT_GUARDRAIL_PROXY_IMAGE,
                args: ['gate'],
                env,
                ports: [
                  { name: 'http', containerPort: GATE_DATA_PORT },
                  { name: 'metrics', containerPort: GATE_METRICS_PORT },
                ],
                // On the metrics port: /healthz and /readyz must never shadow an upstream path.
                readinessProbe: httpProbe('/readyz', 'metrics'),
                livenessProbe: httpProbe('/healthz', 'metrics'),
                resources: resourceRequirements(props.resources ?? DEFAULT_GATE_WORKLOAD.resources),
                volumeMounts: [{ name: 'license', mountPath: GATE_LICENSE_DIR, readOnly: true }],
                securityContext: RESTRICTED_CONTAINER,
              },
            ],
            volumes: [{ name: 'license', secret: { secretName: licenseSecret.name } }],
          },
        },
      },
    }));
    const service = (this.service = new k8s.KubeService(this, 'Service', {
      metadata: { name: gateName(name), namespace, labels },
      spec: {
        selector,
        ports: [
          { name: 'http', port: GATE_DATA_PORT, targetPort: k8s.IntOrString.fromString('http') },
          { name: 'metrics', port: GATE_METRICS_PORT, targetPort: k8s.IntOrString.fromString('metrics') },
        ],
      },
    }));
    const budget = disruptionBudget(this, 'DisruptionBudget', { name: gateName(name), namespace, labels, selector, replicas });
    this.ownedObjects = budget ? [licenseSecret, deployment, service, budget] : [licenseSecret, deployment, service];
  }
}

/**
 * The chart's release of the engine: the one an earlier Guardrail emitted, else a new child of
 * `release` (emitting the engines' Namespace unless another engine's release in the chart does).
 */
function sharedEngineRelease(guardrail: GuardrailRelease, name: string, props: CatalogEngineReleaseProps): CatalogEngineRelease {
  const existing = CatalogEngineRelease.inChartOf(guardrail, props.engine);
  if (!existing) {
    const namespace = !releasesInChartOf(guardrail).some((r) => r.emitsNamespace);
    return new CatalogEngineRelease(guardrail, 'Engine', { ...props, namespace });
  }
  if (existing._settings !== engineReleaseSettings(props)) {
    throw new Error(
      `guardrail '${name}': the chart's ${props.engine.key} engine release (${existing.node.path}) runs ${existing._settings}, this Guardrail asks for ` +
        `${engineReleaseSettings(props)}; Guardrails of one engine share its release, so give them the same engine image, workload and store`,
    );
  }
  return existing;
}
