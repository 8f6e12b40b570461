/**
 * The alt side of guardrail wiring: one AltGuardrailItem per Guardrail, one AltGuardrailChain that
 * runs them in the order given, and one AltGuardrailBinding that applies the chain. All three are at
 * scope `platform` (no organization needed) and the binding is a `floor`: it always runs, and a
 * binding added later at org or team level cannot switch it off.
 */
import { JsonPatch } from 'cdk8s';
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import type { Guardrail } from '../api/guardrail';
import { altGuardrailItems } from './alt-guardrail-items';
import type { GuardrailRelease } from './guardrail-release';
import type { AltGatewayConstruct } from '../alt/alt-gateway-stack-props';
import type { AltGuardrailItemOptions, AltGuardrailRole, AltOnError } from './alt-guardrail-item-options';
import { childName, UniqueNames } from '../alt/names';
import { setOpaqueJson } from '../meta/opaque-json';
import { altGuardrailItemProblems } from '../validation/alt-stack-problems';

export type { AltGuardrailItemOptions, AltGuardrailRole, AltOnError };

export interface AltGuardrailWiringProps {
  /** The gateway: its construct (an `AltGatewayStack`), or its (and its AltInstance's) name. */
  readonly gateway: AltGatewayConstruct | string;
  /** @default - the namespace of {@link gateway} when it is a construct, else the chart's */
  readonly namespace?: string;
  /**
   * Items in chain order. With {@link guardrails}, these come first. At least one item in all.
   *
   * @default []
   */
  readonly items?: readonly AltGuardrailItemOptions[];
  /**
   * Guardrails to wire, after {@link items}, each as the operator wires a `guardrailRefs` entry:
   * its gate endpoint plus the alt path, the engine's role and phases (see {@link altGuardrailItems}).
   *
   * @default []
   */
  readonly guardrails?: readonly GuardrailRelease[];
}

/**
 * The item a Guardrail construct becomes on an alt gateway; throws when it cannot be wired (an
 * external Guardrail without `spec.alt.path`).
 */
export function altGuardrailItemOf(release: GuardrailRelease): AltGuardrailItemOptions {
  const guardrail = { metadata: { name: release.name, namespace: release.namespace }, spec: release.spec } as Guardrail;
  const { items, skipped } = altGuardrailItems([{ guardrail, endpoint: release.endpoint }]);
  if (skipped.length > 0) throw new Error(skipped[0].reason);
  return items[0];
}

export class AltGuardrailWiring extends Construct {
  readonly itemNames: readonly string[];
  readonly chainName: string;
  readonly bindingName: string;
  private readonly _items: AltGuardrailItemOptions[] = [];
  private readonly _itemNames: string[] = [];
  private readonly names: UniqueNames;
  private readonly chain: alt.AltGuardrailChain;
  private readonly gateway: string;
  private readonly namespace?: string;

  constructor(scope: Construct, id: string, props: AltGuardrailWiringProps) {
    super(scope, id);
    const gateway = typeof props.gateway === 'string' ? props.gateway : props.gateway.name;
    const items = [...(props.items ?? []), ...(props.guardrails ?? []).map(altGuardrailItemOf)];
    if (items.length === 0) {
      throw new Error(`guardrail wiring needs at least one item (gateway '${gateway}')`);
    }
    this.node.addValidation({ validate: () => altGuardrailItemProblems(this._items) });
    const instanceRef = { name: gateway };
    this.gateway = gateway;
    this.namespace = props.namespace ?? (typeof props.gateway === 'string' ? undefined : props.gateway.namespace);
    this.names = new UniqueNames(gateway);
    this.itemNames = this._itemNames;
    items.forEach((item) => this.emitItem(item));
    const namespace = this.namespace;

    this.chainName = childName(gateway, 'guardrails');
    this.chain = new alt.AltGuardrailChain(this, 'Chain', {
      metadata: { name: this.chainName, namespace },
      spec: {
        instanceRef,
        scope: alt.AltGuardrailChainSpecScope.PLATFORM,
        items: this.itemNames.map((name) => ({ name })),
      },
    });

    this.bindingName = childName(gateway, 'guardrails', 'floor');
    new alt.AltGuardrailBinding(this, 'Binding', {
      metadata: { name: this.bindingName, namespace },
      spec: {
        instanceRef,
        scope: alt.AltGuardrailBindingSpecScope.PLATFORM,
        mode: alt.AltGuardrailBindingSpecMode.FLOOR,
        chainRef: { name: this.chainName },
      },
    });
  }

  /** Appends an item to the chain. */
  addItem(item: AltGuardrailItemOptions): string {
    const name = this.emitItem(item);
    this.chain.addJsonPatch(JsonPatch.add('/spec/items/-', { name }));
    return name;
  }

  /** Appends a Guardrail to the chain, wired as the operator wires a `guardrailRefs` entry. */
  addGuardrail(guardrail: GuardrailRelease): string {
    return this.addItem(altGuardrailItemOf(guardrail));
  }

  /** One AltGuardrailItem; its name. */
  private emitItem(item: AltGuardrailItemOptions): string {
    const i = this._items.length;
    this._items.push(item);
    const phases = item.phases && item.phases.length > 0 ? item.phases : (['pre_call'] as const);
    const name = this.names.next('guardrail', item.name);
    const wired = new alt.AltGuardrailItem(this, `Item${i}`, {
      metadata: { name, namespace: this.namespace },
      spec: {
        instanceRef: { name: this.gateway },
        scope: alt.AltGuardrailItemSpecScope.PLATFORM,
        name: item.name,
        url: item.url,
        role: (item.role ?? 'policy') as alt.AltGuardrailItemSpecRole,
        onError: (item.onError ?? 'fail_closed') as alt.AltGuardrailItemSpecOnError,
        phases: phases.map((p) => p as alt.AltGuardrailItemSpecPhases),
        ...(item.forwardIdentity !== undefined ? { forwardIdentity: item.forwardIdentity } : {}),
        ...(item.forwardSessionId !== undefined ? { forwardSessionId: item.forwardSessionId } : {}),
        ...(item.timeoutMs !== undefined ? { timeoutMs: item.timeoutMs } : {}),
      },
    });
    // User JSON: any key (`constructor`, `__proto__`) must reach the manifest as written.
    if (item.params && Object.keys(item.params).length > 0) setOpaqueJson(wired, ['spec', 'params'], item.params);
    this._itemNames.push(name);
    return name;
  }
}
