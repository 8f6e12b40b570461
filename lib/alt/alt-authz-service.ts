/**
 * The database-backed authorization service the operator deploys for an alt gateway when
 * `spec.alt.authz` names no external one: a Deployment and a Service `<gateway>-authz`. It reads the
 * control-plane database URL from the gateway's storage Secret, like the gateway itself.
 */
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { RESTRICTED_CONTAINER, RESTRICTED_POD } from '../guardrail/pod-security';
import { labelValue } from '../meta/names';
import { childName } from './names';

/** The port the authorization service listens on. */
export const AUTHZ_PORT = 8080;

export interface AltAuthzServiceProps {
  /** The gateway name; objects are `<gateway>-authz`. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** Container image (the operator's `authzImage`, mirror-rewritten). */
  readonly image: string;
  /** @default 1 */
  readonly replicas?: number;
  /** Container resources, passed through. @default - none */
  readonly resources?: Record<string, unknown>;
  /** Authorization store id. @default - the service creates one */
  readonly storeId?: string;
  /** Authorization model id. @default - the latest model of the store */
  readonly modelId?: string;
  /** Secret and key holding the database URL (the gateway's storage Secret). */
  readonly databaseUrlSecret: { readonly name: string; readonly key: string };
}

/** `{limits: {cpu: '1'}}` as given in a spec -> the typed form (quantities wrapped, numbers kept). */
export function toResourceRequirements(raw: Record<string, unknown>): k8s.ResourceRequirements {
  const quantities = (v: unknown): Record<string, k8s.Quantity> | undefined => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const out: Record<string, k8s.Quantity> = {};
    for (const [k, q] of Object.entries(v)) {
      if (typeof q === 'string') out[k] = k8s.Quantity.fromString(q);
      else if (typeof q === 'number') out[k] = k8s.Quantity.fromNumber(q);
    }
    return out;
  };
  const limits = quantities(raw.limits);
  const requests = quantities(raw.requests);
  return { ...(limits ? { limits } : {}), ...(requests ? { requests } : {}) };
}

export class AltAuthzService extends Construct {
  readonly serviceName: string;
  /** In-cluster URL the AltInstance calls; carries no credential. */
  readonly apiUrl: string;

  constructor(scope: Construct, id: string, props: AltAuthzServiceProps) {
    super(scope, id);
    const replicas = props.replicas ?? 1;
    if (!Number.isInteger(replicas) || replicas < 0) {
      throw new Error(`authz replicas must be a whole number >= 0, got ${replicas} (gateway '${props.gateway}')`);
    }
    this.serviceName = childName(props.gateway, 'authz');
    const namespace = props.namespace;
    this.apiUrl = `http://${this.serviceName}${namespace ? `.${namespace}.svc` : ''}:${AUTHZ_PORT}`;
    const labels = { 'app.kubernetes.io/name': 'alt-authz', 'app.kubernetes.io/instance': labelValue(props.gateway) };

    const env: k8s.EnvVar[] = [
      { name: 'AUTHZ_DATASTORE_URI', valueFrom: { secretKeyRef: { name: props.databaseUrlSecret.name, key: props.databaseUrlSecret.key } } },
    ];
    if (props.storeId) env.push({ name: 'AUTHZ_STORE_ID', value: props.storeId });
    if (props.modelId) env.push({ name: 'AUTHZ_MODEL_ID', value: props.modelId });

    new k8s.KubeDeployment(this, 'Deployment', {
      metadata: { name: this.serviceName, namespace, labels },
      spec: {
        replicas,
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            securityContext: RESTRICTED_POD,
            containers: [
              {
                name: 'authz',
                image: props.image,
                securityContext: RESTRICTED_CONTAINER,
                env,
                ports: [{ name: 'http', containerPort: AUTHZ_PORT }],
                readinessProbe: { httpGet: { path: '/healthz', port: k8s.IntOrString.fromString('http') } },
                ...(props.resources ? { resources: toResourceRequirements(props.resources) } : {}),
              },
            ],
          },
        },
      },
    });
    new k8s.KubeService(this, 'Service', {
      metadata: { name: this.serviceName, namespace, labels },
      spec: { selector: labels, ports: [{ name: 'http', port: AUTHZ_PORT, targetPort: k8s.IntOrString.fromString('http') }] },
    });
  }
}
