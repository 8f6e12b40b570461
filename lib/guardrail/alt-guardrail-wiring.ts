/**
 * The alt side of guardrail wiring: one AltGuardrailItem per Guardrail, one AltGuardrailChain that
 * runs them in the order given, and one AltGuardrailBinding that applies the chain. All three are at
 * scope `platform` (no organization needed) and the binding is a `floor`: it always runs, and a
 * binding added later at org or team level cannot switch it off.
 */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import type { ExecutionMode } from '../api/guardrail';
import { childName, UniqueNames } from '../alt/names';
import { setOpaqueJson } from '../meta/opaque-json';
import { altGuardrailItemProblems } from '../validation/alt-stack-problems';

export type AltGuardrailRole = 'transform' | 'policy';
export type AltOnError = 'fail_closed' | 'fail_open';

export interface AltGuardrailItemOptions {
  /** The guardrail's name upstream (`guardrailName`). */
  readonly name: string;
  /** The full URL of the alt guardrail protocol: the license gate's endpoint plus the alt path. */
  readonly url: string;
  /** Transform engines rewrite content; policy items only decide. @default 'policy' */
  readonly role?: AltGuardrailRole;
  /** What the gateway does when the guardrail is unreachable. @default 'fail_closed' */
  readonly onError?: AltOnError;
  /** Phases it runs in. @default ['pre_call'] */
  readonly phases?: readonly ExecutionMode[];
  /** Forward the caller's identity (per-session engines keep state by it). @default - the gateway's default */
  readonly forwardIdentity?: boolean;
  /** @default - the gateway's default */
  readonly forwardSessionId?: boolean;
  /** @default - the gateway's default */
  readonly timeoutMs?: number;
  /** Engine params. @default - none */
  readonly params?: Readonly<Record<string, unknown>>;
}

export interface AltGuardrailWiringProps {
  /** The gateway (and AltInstance) name. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** Items in chain order. At least one. */
  readonly items: readonly AltGuardrailItemOptions[];
}

export class AltGuardrailWiring extends Construct {
  readonly itemNames: readonly string[];
  readonly chainName: string;
  readonly bindingName: string;

  constructor(scope: Construct, id: string, props: AltGuardrailWiringProps) {
    super(scope, id);
    if (props.items.length === 0) {
      throw new Error(`guardrail wiring needs at least one item (gateway '${props.gateway}')`);
    }
    this.node.addValidation({ validate: () => altGuardrailItemProblems(props.items) });
    const instanceRef = { name: props.gateway };
    const namespace = props.namespace;
    const scope_ = alt.AltGuardrailItemSpecScope.PLATFORM;
    const names = new UniqueNames(props.gateway);

    this.itemNames = props.items.map((item, i) => {
      const phases = item.phases && item.phases.length > 0 ? item.phases : (['pre_call'] as const);
      const name = names.next('guardrail', item.name);
      const wired = new alt.AltGuardrailItem(this, `Item${i}`, {
        metadata: { name, namespace },
        spec: {
          instanceRef,
          scope: scope_,
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
      return name;
    });

    this.chainName = childName(props.gateway, 'guardrails');
    new alt.AltGuardrailChain(this, 'Chain', {
      metadata: { name: this.chainName, namespace },
      spec: {
        instanceRef,
        scope: alt.AltGuardrailChainSpecScope.PLATFORM,
        items: this.itemNames.map((name) => ({ name })),
      },
    });

    this.bindingName = childName(props.gateway, 'guardrails', 'floor');
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
}
