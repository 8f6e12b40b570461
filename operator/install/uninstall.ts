/**
 * `aigw uninstall`: takes aigw out of a cluster in the order that leaves nothing hanging. First every
 * primary (Gateway, Guardrail, ...) is deleted and the operator's finalizers run, so what they
 * emitted is removed by the operator that knows it; then the objects `aigw install` applied go
 * (workloads first, CRDs after, namespaces last). An object whose finalizer nobody removes (the
 * operator is already gone) is named, and with `forceFinalizers` the aigw finalizer is taken off it
 * so its CRD does not stay Terminating.
 */
import { App } from 'cdk8s';
import { ENGINE_NAMESPACE, PLATFORM_GROUP } from '../../lib/meta/groups';
import { MANAGED_BY, MANAGED_BY_VALUE } from '../../lib/meta/labels';
import { GENERATED_FOR_LABEL } from '../../lib/plan/generated-secrets';
import { PRIMARY_KINDS } from '../../lib/plan/kinds';
import { typesOf } from '../crds';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES, type Discovery } from '../../runtime/kube/discovery';
import { apiVersionOf, isNotFound, type KubeObject, type ResourceType } from '../../runtime/kube/types';
import { FINALIZER } from '../reconciler';
import { OperatorInstall } from './operator-install';
import { ALLOW_CRD_DELETION } from './crd-deletion-guard';

export interface UninstallOptions {
  /** The CRDs `aigw install` shipped (read from `crds/`). */
  readonly crds: readonly KubeObject[];
  /** The operator's namespace, as given to `aigw install --namespace`. @default 'aigw-system' */
  readonly operatorNamespace?: string;
  /**
   * The install's `--watch-namespace`: delete the primaries (and generated Secrets) of these
   * namespaces only, and the operator's and upstream controller's Roles there. @default all namespaces
   */
  readonly watchNamespaces?: readonly string[];
  /** How long to wait for finalizers, and then for the CRDs, each. */
  readonly timeoutMs: number;
  /** Take the aigw finalizer off what still holds it when the wait is over. */
  readonly forceFinalizers?: boolean;
  /** Also delete the Secrets the operator generated for Gateways (kept by default). */
  readonly deleteGeneratedSecrets?: boolean;
  /** List what would be deleted; write nothing. */
  readonly dryRun?: boolean;
  /** One line per step, for the user. */
  readonly report: (line: string) => void;
  /** @default 500 */
  readonly pollMs?: number;
}

/** Thrown when something does not go within the deadline; the message lists what and why. */
export class UninstallStuck extends Error {
  override readonly name = 'UninstallStuck';
}

/** Namespaces never deleted, whatever `--namespace` says: aigw did not make them. */
const KEPT_NAMESPACES: ReadonlySet<string> = new Set(['default', 'kube-system', 'kube-public', 'kube-node-lease']);

/** Kinds of the install, in the order they are deleted: the operator stops first (CRDs, then namespaces, after these). */
export const INSTALL_ORDER: readonly string[] = ['PodDisruptionBudget', 'Deployment', 'Service', 'ConfigMap', 'RoleBinding', 'Role', 'ClusterRoleBinding', 'ClusterRole', 'ServiceAccount'];

/** The install's admission policy that keeps the CRDs: deleted once they are gone. */
export const CLUSTER_POLICY_KINDS: readonly string[] = ['ValidatingAdmissionPolicyBinding', 'ValidatingAdmissionPolicy'];

const PRIMARY_KIND_NAMES: ReadonlySet<string> = new Set(PRIMARY_KINDS.map((k) => k.kind));

function describe(o: KubeObject): string {
  return `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name}`;
}

/** The storage (else first served) type of a CRD. */
function typeOfCrd(crd: KubeObject): ResourceType | undefined {
  const versions = (crd.spec as { versions?: { name: string; storage?: boolean }[] }).versions ?? [];
  const storage = versions.find((v) => v.storage)?.name;
  const types = typesOf(crd);
  return types.find((t) => t.version === storage) ?? types[0];
}

/**
 * The objects `aigw install --namespace NS [--watch-namespace ...]` prints, whatever its other flags
 * (names do not depend on them). A Role for a license Secret outside those namespaces is found by
 * its labels instead ({@link INSTALL_ROLE_SELECTOR}).
 */
export function installedObjects(crds: readonly KubeObject[], operatorNamespace: string, watchNamespaces?: readonly string[]): KubeObject[] {
  const app = new App();
  // A placeholder key: only its ConfigMap's name matters here.
  new OperatorInstall(app, 'aigw-operator', { crds, image: 'aigw', operatorNamespace, licensePublicKeyPem: 'placeholder', watchNamespaces });
  return app.charts.flatMap((c) => c.toJson() as KubeObject[]);
}

/** The labels of every Role and RoleBinding `aigw install` makes, wherever it put them. */
export const INSTALL_ROLE_SELECTOR = 'app.kubernetes.io/managed-by=aigw,app.kubernetes.io/name in (aigw-operator,aigw-upstream-proxy)';

export class Uninstaller {
  private readonly pollMs: number;

  constructor(
    private readonly client: KubeClient,
    private readonly discovery: Discovery,
    private readonly options: UninstallOptions,
  ) {
    this.pollMs = options.pollMs ?? 500;
  }

  async run(): Promise<void> {
    const { report, dryRun } = this.options;
    const operatorNamespace = this.options.operatorNamespace ?? 'aigw-system';
    const crds = await this.servedCrds();
    // In the registry's order (a Guardrail before the Gateways that use it), so reversed it is dependents first.
    const registryOrder = (t: ResourceType) => PRIMARY_KINDS.findIndex((k) => k.kind === t.kind);
    const primaryTypes = crds
      .map(typeOfCrd)
      .filter((t): t is ResourceType => !!t && t.group === PLATFORM_GROUP && PRIMARY_KIND_NAMES.has(t.kind))
      .sort((a, b) => registryOrder(a) - registryOrder(b));

    // 1. The primaries, dependents first (a ChatUI before its Gateway, a Gateway before its Guardrails).
    const primaries = await this.listAll([...primaryTypes].reverse());
    for (const o of primaries) {
      report(`${dryRun ? 'would delete' : 'delete'} ${describe(o)}`);
      if (!dryRun && !o.metadata.deletionTimestamp) await this.client.delete(this.typeOf(primaryTypes, o), o.metadata.namespace, o.metadata.name);
    }
    if (!dryRun && primaries.length > 0) await this.awaitFinalizers(primaryTypes, 'the operator did not finish cleaning up (is it running?)');

    // 2. Secrets it generated: kept unless asked, as data stored with them would be unreadable.
    const generated: KubeObject[] = [];
    for (const namespace of this.options.watchNamespaces ?? [undefined]) {
      generated.push(...(await this.client.list(CORE_TYPES.secret, { namespace, labelSelector: `${MANAGED_BY}=${MANAGED_BY_VALUE},${GENERATED_FOR_LABEL}` })).items);
    }
    for (const s of generated) {
      if (!this.options.deleteGeneratedSecrets) {
        report(`keep ${describe(s)} (a generated key; --delete-generated-secrets deletes it)`);
        continue;
      }
      report(`${dryRun ? 'would delete' : 'delete'} ${describe(s)}`);
      if (!dryRun) await this.client.delete(CORE_TYPES.secret, s.metadata.namespace, s.metadata.name);
    }

    // 3. The install: the operator and its RBAC, then the CRDs (waited for), then the namespaces.
    const objects = installedObjects(this.options.crds, operatorNamespace, this.options.watchNamespaces);
    const roles = await this.installRoles(objects);
    for (const kind of INSTALL_ORDER) {
      for (const o of [...objects, ...roles].filter((x) => x.kind === kind)) {
        const type = await this.discovery.resolve(o.apiVersion, o.kind);
        if (!(await this.client.get(type, o.metadata.namespace, o.metadata.name))) continue;
        report(`${dryRun ? 'would delete' : 'delete'} ${describe(o)}`);
        if (!dryRun) await this.client.delete(type, o.metadata.namespace, o.metadata.name);
      }
    }
    const installCrds = new Set(objects.filter((o) => o.kind === 'CustomResourceDefinition').map((o) => o.metadata.name));
    const present = crds.filter((c) => installCrds.has(c.metadata.name));
    for (const crd of present) {
      report(`${dryRun ? 'would delete' : 'delete'} ${describe({ ...crd, kind: 'CustomResourceDefinition' })}`);
      if (dryRun) continue;
      // The install's admission policy refuses to delete an aigw CRD that does not say it may go.
      await this.client.mergePatch(CORE_TYPES.crd, undefined, crd.metadata.name, { metadata: { annotations: { [ALLOW_CRD_DELETION]: 'true' } } });
      await this.client.delete(CORE_TYPES.crd, undefined, crd.metadata.name);
    }
    if (!dryRun && present.length > 0) await this.awaitCrdsGone(present);
    // The policy goes after the CRDs it guarded.
    for (const o of objects.filter((x) => CLUSTER_POLICY_KINDS.includes(x.kind))) {
      const type = await this.discovery.resolve(o.apiVersion, o.kind).catch(() => undefined);
      if (!type || !(await this.client.get(type, undefined, o.metadata.name))) continue;
      report(`${dryRun ? 'would delete' : 'delete'} ${describe(o)}`);
      if (!dryRun) await this.client.delete(type, undefined, o.metadata.name);
    }
    const namespaces = [operatorNamespace, ENGINE_NAMESPACE].filter((n, i, all) => all.indexOf(n) === i && !KEPT_NAMESPACES.has(n));
    for (const ns of namespaces) {
      const live = await this.client.get(CORE_TYPES.namespace, undefined, ns);
      if (!live) continue;
      report(`${dryRun ? 'would delete' : 'delete'} Namespace ${ns}`);
      if (!dryRun) await this.client.delete(CORE_TYPES.namespace, undefined, ns);
    }
  }

  /** Roles and RoleBindings of the install that `objects` does not name (the license Secret's namespace). */
  private async installRoles(objects: readonly KubeObject[]): Promise<KubeObject[]> {
    const named = new Set(objects.map((o) => `${o.kind}/${o.metadata.namespace}/${o.metadata.name}`));
    const out: KubeObject[] = [];
    for (const kind of ['Role', 'RoleBinding']) {
      const type = await this.discovery.resolve('rbac.authorization.k8s.io/v1', kind);
      for (const o of (await this.client.list(type, { labelSelector: INSTALL_ROLE_SELECTOR })).items) {
        const obj = { ...o, apiVersion: 'rbac.authorization.k8s.io/v1', kind };
        if (!named.has(`${kind}/${o.metadata.namespace}/${o.metadata.name}`)) out.push(obj);
      }
    }
    return out;
  }

  /** The install's CRDs that the cluster has, as it has them. */
  private async servedCrds(): Promise<KubeObject[]> {
    const out: KubeObject[] = [];
    for (const crd of this.options.crds) {
      const live = await this.client.get(CORE_TYPES.crd, undefined, crd.metadata.name);
      if (live) out.push({ ...live, kind: 'CustomResourceDefinition' });
    }
    return out;
  }

  private typeOf(types: readonly ResourceType[], o: KubeObject): ResourceType {
    return types.find((t) => t.kind === o.kind && apiVersionOf(t) === o.apiVersion)!;
  }

  /** Objects of `types` in the watched namespaces (all with `everywhere`, or when none were given). */
  private async listAll(types: readonly ResourceType[], everywhere = false): Promise<KubeObject[]> {
    const out: KubeObject[] = [];
    const scope = everywhere ? undefined : this.options.watchNamespaces;
    for (const t of types) {
      for (const namespace of t.namespaced && scope ? scope : [undefined]) {
        try {
          out.push(...(await this.client.list(t, { namespace })).items);
        } catch (e) {
          // A CRD being deleted stops serving its kind: nothing of it is left to wait for.
          if (!isNotFound(e)) throw e;
        }
      }
    }
    return out;
  }

  /** Objects of `types` (in scope) that still carry the aigw finalizer. */
  private async holdingFinalizer(types: readonly ResourceType[]): Promise<KubeObject[]> {
    return (await this.listAll(types, true)).filter((o) => o.metadata.finalizers?.includes(FINALIZER));
  }

  /** Waits until no primary in scope is left; then forces or fails, naming what is stuck. */
  private async awaitFinalizers(types: readonly ResourceType[], why: string): Promise<void> {
    const left = await this.poll(async () => {
      const remaining = await this.listAll(types);
      return remaining.length === 0 ? undefined : remaining;
    });
    if (!left) return;
    const held = left.filter((o) => o.metadata.finalizers?.includes(FINALIZER));
    const others = left.filter((o) => !o.metadata.finalizers?.includes(FINALIZER));
    if (this.options.forceFinalizers && others.length === 0) {
      await this.removeFinalizers(types, held);
      return;
    }
    throw new UninstallStuck(
      `still there after ${this.options.timeoutMs / 1000} s: ${why}:\n` +
        left.map((o) => `  ${describe(o)} (finalizers: ${(o.metadata.finalizers ?? []).join(', ') || 'none'}${this.readyMessage(o)})`).join('\n') +
        (this.options.forceFinalizers ? '' : `\nrun again with --force-finalizers to take ${FINALIZER} off them (what they emitted may be left behind)`),
    );
  }

  private async removeFinalizers(types: readonly ResourceType[], objects: readonly KubeObject[]): Promise<void> {
    for (const o of objects) {
      this.options.report(`remove finalizer ${FINALIZER} from ${describe(o)} (what it emitted may be left behind)`);
      const finalizers = (o.metadata.finalizers ?? []).filter((f) => f !== FINALIZER);
      try {
        await this.client.mergePatch(this.typeOf(types, o), o.metadata.namespace, o.metadata.name, { metadata: { resourceVersion: o.metadata.resourceVersion, finalizers } });
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    }
    const left = await this.poll(async () => {
      const remaining = await this.listAll(types);
      return remaining.length === 0 ? undefined : remaining;
    });
    if (left) throw new UninstallStuck(`still there after their ${FINALIZER} finalizer was removed:\n${left.map((o) => `  ${describe(o)} (finalizers: ${(o.metadata.finalizers ?? []).join(', ')})`).join('\n')}`);
  }

  /** Waits for the CRDs to be gone; what blocks one is an object holding a finalizer. */
  private async awaitCrdsGone(crds: readonly KubeObject[]): Promise<void> {
    const gone = async () => {
      const left: KubeObject[] = [];
      for (const c of crds) if (await this.client.get(CORE_TYPES.crd, undefined, c.metadata.name)) left.push(c);
      return left.length === 0 ? undefined : left;
    };
    let left = await this.poll(gone);
    if (!left) return;
    const types = left.map(typeOfCrd).filter((t): t is ResourceType => !!t);
    const held = await this.holdingFinalizer(types);
    if (this.options.forceFinalizers && held.length > 0) {
      await this.removeFinalizers(types, held);
      left = await this.poll(gone);
      if (!left) return;
    }
    const blocking = (await this.listAll(types, true)).filter((o) => (o.metadata.finalizers ?? []).length > 0);
    throw new UninstallStuck(
      `CRDs still there after ${this.options.timeoutMs / 1000} s: ${left.map((c) => c.metadata.name).join(', ')}` +
        (blocking.length ? `; objects holding finalizers:\n${blocking.map((o) => `  ${describe(o)} (finalizers: ${(o.metadata.finalizers ?? []).join(', ')})`).join('\n')}` : '') +
        (this.options.forceFinalizers || !blocking.some((o) => o.metadata.finalizers?.includes(FINALIZER)) ? '' : `\nrun again with --force-finalizers to take ${FINALIZER} off them`),
    );
  }

  /** `; Ready: <message>` when the object says why it waits. */
  private readyMessage(o: KubeObject): string {
    const conditions = (o.status as { conditions?: { type: string; status: string; message?: string }[] } | undefined)?.conditions ?? [];
    const ready = conditions.find((c) => c.type === 'Ready' && c.status !== 'True');
    return ready?.message ? `; Ready: ${ready.message}` : '';
  }

  /** Polls `probe` until it returns undefined (done) or the deadline passes (returns its last value). */
  private async poll<T>(probe: () => Promise<T | undefined>): Promise<T | undefined> {
    const deadline = Date.now() + this.options.timeoutMs;
    for (;;) {
      const v = await probe();
      if (v === undefined || Date.now() >= deadline) return v;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
