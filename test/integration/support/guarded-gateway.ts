/**
 * The main path's starting point in a namespace: the license Secret the operator reads, the
 * database Secret a Gateway connects with, and a Gateway routing to Guardrails of that namespace.
 */
import type { KubeObject } from '../../../runtime/kube/types';
import { PLATFORM, type Kube, type LicenseKit } from './kube';

/** The license Secret's name in the namespace. */
export const LICENSE_SECRET = 'aigw-license';
/** The Secret holding the Gateway's external DATABASE_URL. */
export const DATABASE_SECRET = 'db';

/**
 * Creates the license Secret (a license for `features` and 5 Gateways) and the database Secret in
 * `namespace`; returns the `aigw operator` flags that read that license.
 */
export async function prepareGatewayNamespace(kube: Kube, license: LicenseKit, namespace: string, features: string[]): Promise<string[]> {
  await kube.create(license.secret(namespace, LICENSE_SECRET, await license.issue(features, 5)));
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: DATABASE_SECRET, namespace }, stringData: { DATABASE_URL: 'postgres://db' } });
  return ['--license-secret', `${namespace}/${LICENSE_SECRET}`, '--license-public-key', license.publicKeyFile];
}

/** A `proxy` Gateway on the external database of DATABASE_SECRET, with one model, routing to `guardrails`. */
export function guardedGateway(namespace: string, name: string, guardrails: readonly string[]): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace },
    spec: {
      database: { mode: 'external', connectionSecretRef: { name: DATABASE_SECRET } },
      models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      guardrailRefs: guardrails.map((g) => ({ name: g })),
    },
  };
}
