/** Test-side access to the API server: typed resource lookups, namespaces, waiting, licenses. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateLicenseKeyPair, issueLicense } from '../../../lib/license';
import { OWNER_UID } from '../../../lib/meta/labels';
import type { KubeClient } from '../../../runtime/kube/client';
import { CORE_TYPES, Discovery } from '../../../runtime/kube/discovery';
import type { KubeObject, ResourceType } from '../../../runtime/kube/types';

export const PLATFORM = 'platform.aigw.dev/v1alpha1';
export const PROXY = 'proxy.aigw.dev/v1alpha1';
export const ALT = 'alt.aigw.dev/v1alpha1';

export class Kube {
  readonly discovery: Discovery;

  constructor(readonly client: KubeClient) {
    this.discovery = new Discovery(client);
  }

  type(apiVersion: string, kind: string): Promise<ResourceType> {
    return this.discovery.resolve(apiVersion, kind);
  }

  async createNamespace(prefix: string): Promise<string> {
    const name = `${prefix}-${randomBytes(3).toString('hex')}`;
    await this.client.create(CORE_TYPES.namespace, { apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
    return name;
  }

  async create(obj: KubeObject): Promise<KubeObject> {
    return this.client.create(await this.type(obj.apiVersion, obj.kind), obj);
  }

  async get(apiVersion: string, kind: string, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    return this.client.get(await this.type(apiVersion, kind), namespace, name);
  }

  async list(apiVersion: string, kind: string, namespace?: string, labelSelector?: string): Promise<KubeObject[]> {
    return (await this.client.list(await this.type(apiVersion, kind), { namespace, labelSelector })).items;
  }

  /** Objects of a kind labelled as emitted for the owner with this uid. */
  async owned(apiVersion: string, kind: string, ownerUid: string): Promise<KubeObject[]> {
    return this.list(apiVersion, kind, undefined, `${OWNER_UID}=${ownerUid}`);
  }

  async patch(apiVersion: string, kind: string, namespace: string, name: string, patch: unknown): Promise<KubeObject> {
    return this.client.mergePatch(await this.type(apiVersion, kind), namespace, name, patch);
  }

  async delete(apiVersion: string, kind: string, namespace: string, name: string): Promise<void> {
    await this.client.delete(await this.type(apiVersion, kind), namespace, name);
  }

  async status(apiVersion: string, kind: string, namespace: string, name: string): Promise<Record<string, unknown>> {
    return ((await this.get(apiVersion, kind, namespace, name))?.status ?? {}) as Record<string, unknown>;
  }
}

export function condition(status: Record<string, unknown>, type: string): { status: string; reason: string; message: string; lastTransitionTime: string } | undefined {
  const list = Array.isArray(status.conditions) ? (status.conditions as { type: string; status: string; reason: string; message: string; lastTransitionTime: string }[]) : [];
  return list.find((c) => c.type === type);
}

/** Polls `probe` until it returns a value other than undefined/false; the error names `what` and the last value seen. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined && v !== false) return v;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A license key pair in a temp dir (the operator reads the public key from a file). */
export class LicenseKit {
  private constructor(
    readonly dir: string,
    readonly publicKeyFile: string,
    private readonly privateKeyPem: string,
  ) {}

  static async create(): Promise<LicenseKit> {
    const dir = mkdtempSync(join(tmpdir(), 'aigw-license-'));
    const keys = await generateLicenseKeyPair();
    const publicKeyFile = join(dir, 'license.pub');
    writeFileSync(publicKeyFile, keys.publicKeyPem);
    return new LicenseKit(dir, publicKeyFile, keys.privateKeyPem);
  }

  issue(features: string[], gateways = 1): Promise<string> {
    const now = new Date();
    return issueLicense(this.privateKeyPem, { licensee: 'integration', features, gateways, tier: 'enterprise', now, expiresAt: new Date(now.getTime() + 86_400_000) });
  }

  /** The license Secret the operator reads with `--license-secret NS/NAME`. */
  secret(namespace: string, name: string, token: string): KubeObject {
    return { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace }, type: 'Opaque', stringData: { 'license.jwt': token } };
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
