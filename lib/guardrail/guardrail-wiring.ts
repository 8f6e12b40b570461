/**
 * The `proxy` side of wiring one Guardrail into one Gateway: one ProxyGuardrail per execution mode,
 * each calling the Guardrail's license gate (`status.endpoint`), never the engine, and all carrying
 * the one upstream name {@link upstreamGuardrailName} (what the Guardrail's `status.guardrailNames`
 * lists). The upstream controller merges them into one guardrail that runs in every mode.
 */
import { ApiObject } from 'cdk8s';
import { Construct } from 'constructs';
import { GUARDRAIL_KIND, modesFor, type ExecutionMode, type GuardrailSpec, type UnreachableFallback } from '../api/guardrail';
import { dnsName } from '../meta/names';
import { setOpaqueJson } from '../meta/opaque-json';
import { guardrailProblems, resourceOf } from '../validation/resource-problems';
import { guardrailSpecInput } from '../validation/spec-input';
import { upstreamGuardrailName } from './upstream-names';
import {
  ProxyGuardrail,
  ProxyGuardrailSpecGuardrail,
  ProxyGuardrailSpecMode,
  ProxyGuardrailSpecUnreachableFallback,
} from '../../imports/proxy.aigw.dev';

/** The upstream guardrail type every wired Guardrail uses: the gate speaks the generic guardrail API. */
export const GENERIC_GUARDRAIL_API = 'generic_guardrail_api';

export interface GuardrailWiringProps {
  /** The ProxyInstance (= Gateway) name the guardrails belong to. */
  readonly instanceName: string;
  /** Name of the Guardrail resource; object names are `<instance>-<guardrail>-<mode>`. */
  readonly guardrailResourceName: string;
  /** The parsed, defaulted Guardrail spec. */
  readonly spec: GuardrailSpec;
  /** The Guardrail's license-gate URL (`status.endpoint`). */
  readonly endpoint: string;
  /**
   * Namespace of the emitted objects.
   *
   * @default - the chart's namespace
   */
  readonly namespace?: string;
}

const MODES: Record<ExecutionMode, ProxyGuardrailSpecMode> = {
  pre_call: ProxyGuardrailSpecMode.PRE_UNDERSCORE_CALL,
  post_call: ProxyGuardrailSpecMode.POST_UNDERSCORE_CALL,
  during_call: ProxyGuardrailSpecMode.DURING_UNDERSCORE_CALL,
  logging_only: ProxyGuardrailSpecMode.LOGGING_UNDERSCORE_ONLY,
};

const FALLBACKS: Record<UnreachableFallback, ProxyGuardrailSpecUnreachableFallback> = {
  fail_closed: ProxyGuardrailSpecUnreachableFallback.FAIL_UNDERSCORE_CLOSED,
  fail_open: ProxyGuardrailSpecUnreachableFallback.FAIL_UNDERSCORE_OPEN,
};

export class GuardrailWiring extends Construct {
  /** The execution modes wired, in order. */
  readonly modes: readonly ExecutionMode[];
  readonly apiObjects: readonly ApiObject[];

  constructor(scope: Construct, id: string, props: GuardrailWiringProps) {
    super(scope, id);
    if (!/^https?:\/\//.test(props.endpoint)) {
      throw new Error(`guardrail '${props.guardrailResourceName}': endpoint must be the gate's http(s) URL, got '${props.endpoint}'`);
    }
    const { spec } = props;
    // The wired spec obeys the Guardrail's own rules, checked at synth with render's messages.
    this.node.addValidation({
      validate: () => guardrailProblems(resourceOf(GUARDRAIL_KIND, props.guardrailResourceName, props.namespace ?? 'default', guardrailSpecInput(spec)), { unknownFields: false }),
    });
    this.modes = modesFor(spec, 'proxy');
    this.apiObjects = this.modes.map((mode) => {
      const wiring = new ProxyGuardrail(this, mode, {
          metadata: {
            name: dnsName([props.instanceName, props.guardrailResourceName, mode]),
            ...(props.namespace ? { namespace: props.namespace } : {}),
          },
          spec: {
            instanceRef: { name: props.instanceName },
            guardrailName: upstreamGuardrailName(spec),
            guardrail: ProxyGuardrailSpecGuardrail.GENERIC_UNDERSCORE_GUARDRAIL_UNDERSCORE_API,
            mode: MODES[mode],
            apiBase: props.endpoint,
            defaultOn: spec.defaultOn,
            unreachableFallback: FALLBACKS[spec.unreachableFallback],
          },
        });
      // User JSON: any key (`constructor`, `__proto__`) must reach the manifest as written.
      if (Object.keys(spec.params).length > 0) setOpaqueJson(wiring, ['spec', 'additionalProviderSpecificParams'], spec.params);
      return wiring;
    });
  }
}
