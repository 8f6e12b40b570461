/**
 * What one Stack becomes, as `aigw render` emits it: its own ColumnstoreCluster and KvInstance
 * (`alt` only), the Gateway it composes, and that Gateway's objects, built by the gateway stack of
 * its type (AltGatewayStack, ProxyGatewayStack) from that Gateway, as the operator then reconciles
 * it. plan()'s rules for a Stack (lib/plan/stack-rules.ts) run on the props, with render's messages.
 */
import { Construct } from 'constructs';
import { AltGatewayStack } from '../alt/alt-gateway-stack';
import type { StackInput, StackResource } from '../api/platform-resource-input';
import { parseStack, STACK_KIND } from '../api/stack';
import type { GuardrailRelease } from '../guardrail/guardrail-release';
import { composeStackGateway, stackGatewayConflict } from '../plan/stack-rules';
import type { ClusterFacts, ResourceInput } from '../plan/types';
import { ProxyGatewayStack } from '../proxy/proxy-gateway-stack';
import { altGatewayNamespace, findInApp, namespaceIn } from '../tenancy/in-app';
import { inChartNamespace } from '../validation/chart-namespace';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { assertValid, resourceOf, specProblems } from '../validation/resource-problems';
import { stackColumnstoreName, stackKvName, stackStores } from './stack-gateway';
import { StackResources } from './stack-resources';

/** How the Stack's Gateway is built, beyond the Stack's spec. */
export interface StackReleaseOptions {
  /**
   * Cluster facts the Gateway's mapping reads, as `plan()` takes them: entitlements, platform
   * objects (a PlatformConfig, an Observability), the platform CA.
   *
   * @default - none: community entitlements, stores at their conventional `<name>-connection` Secrets
   */
  readonly facts?: Partial<ClusterFacts>;
  /**
   * Emit the Gateway's `organization` and `teams` on an `alt` gateway (licensed feature
   * `multi-tenancy` when the operator plans it).
   *
   * @default true
   */
  readonly multiTenancy?: boolean;
}

/** A Stack in the CRD's own field names (the `spec` of a {@link StackResource}), with its name. */
export interface StackReleaseProps extends StackInput, StackReleaseOptions {
  /** Name of the Stack: its Gateway is `<name>`, its stores `<name>-columnstore` and `<name>-kv`. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
}

/**
 * What render refuses in a Stack resource: the CRD schema (unknown fields included), the Stack's
 * own fields, then its Gateway's rules in the Stack's field paths. `path: message` each.
 */
export function stackProblems(resource: ResourceInput): string[] {
  const own = specProblems(resource, STACK_KIND, parseStack);
  if (own.length > 0) return own;
  return [...(composeStackGateway(parseStack(resource).value!).problems ?? [])];
}

function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export class StackRelease extends Construct {
  /**
   * Builds the Stack from its raw resource. Throws an `InvalidResourceError` with render's words
   * when render refuses it. `spec.gateway.guardrailRefs` are not resolved offline: wire each
   * Guardrail with {@link StackRelease.addGuardrail}.
   */
  static fromResource(scope: Construct, id: string, input: StackResource | ResourceInput, options: StackReleaseOptions = {}): StackRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, STACK_KIND, stackProblems(resource));
    const { name, namespace } = parseStack(resource).value!.metadata;
    const spec = resource.spec as StackResource['spec'];
    return new StackRelease(scope, id, { ...options, name, namespace, datastores: spec.datastores, gateway: spec.gateway });
  }

  /**
   * What `aigw render` would report for this Stack resource, offline: Ready follows its Gateway's.
   * Pass the objects it reads (the SqlCluster, Secrets) in `options.objects`.
   */
  static status(resource: StackResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /** The Stack's name, also its Gateway's. */
  readonly name: string;
  readonly namespace: string;
  /** The Gateway's type. */
  readonly type: 'proxy' | 'alt';
  /** The stores and the Gateway object; unset when the props are refused (synth says why). */
  readonly resources?: StackResources;
  /** The Gateway's objects; unset when the props are refused (synth says why). */
  readonly gateway?: AltGatewayStack | ProxyGatewayStack;
  /** The ColumnstoreCluster the Stack runs, if it runs one. */
  readonly columnstoreName?: string;
  /** The KvInstance the Stack runs, if it runs one. */
  readonly kvName?: string;

  constructor(scope: Construct, id: string, props: StackReleaseProps) {
    super(scope, id);
    const { name } = props;
    this.name = name;
    this.namespace = namespaceIn(this, props.namespace);
    this.type = props.gateway.type ?? 'proxy';
    // The props are the resource's own spec, so a field the CRD lacks is a typo: checked as render checks it.
    const resource = resourceOf(STACK_KIND, name, this.namespace, defined({ datastores: props.datastores, gateway: props.gateway }));
    const problems = stackProblems(resource);
    this.node.addValidation({ validate: () => (problems.length > 0 ? problems : this.conflicts()) });
    if (problems.length > 0) return;

    const stack = parseStack(resource).value!;
    const stores = stackStores(stack);
    const composed = composeStackGateway(stack).resource;
    this.resources = new StackResources(this, 'Resources', { stack: name, namespace: this.namespace, ...stores, gateway: composed });
    if (stores.columnstore.enabled) this.columnstoreName = stackColumnstoreName(name);
    if (stores.kv.enabled) this.kvName = stackKvName(name);
    // The Guardrails are wired with addGuardrail, as for any gateway stack built from a resource.
    const gateway = { ...composed, spec: { ...(composed.spec as Record<string, unknown>), guardrailRefs: undefined } };
    this.gateway =
      this.type === 'alt'
        ? AltGatewayStack.fromResource(this, 'Gateway', gateway as ResourceInput, { facts: props.facts, multiTenancy: props.multiTenancy })
        : ProxyGatewayStack.fromResource(this, 'Gateway', gateway as ResourceInput, { facts: props.facts });
    // The Gateway runs on the Stack's stores: applied after them.
    this.gateway.node.addDependency(this.resources);
  }

  /** Wires a Guardrail into the Stack's Gateway (a `spec.gateway.guardrailRefs` entry). */
  addGuardrail(guardrail: GuardrailRelease): void {
    if (!this.gateway) throw new Error(`Stack ${this.namespace}/${this.name} is refused; it has no Gateway to wire '${guardrail.name}' into`);
    this.gateway.addGuardrail(guardrail);
  }

  /** Another gateway of the Stack's name in the app: the Stack never takes over a Gateway it did not create. */
  private conflicts(): string[] {
    const { name, namespace } = this;
    const others = findInApp(
      this,
      (c): c is AltGatewayStack | ProxyGatewayStack =>
        c !== this.gateway &&
        ((c instanceof AltGatewayStack && c.name === name && altGatewayNamespace(c) === namespace) ||
          (c instanceof ProxyGatewayStack && c.name === name && c.namespace === namespace)),
    );
    return others.length > 0 ? [stackGatewayConflict(namespace, name)] : [];
  }
}
