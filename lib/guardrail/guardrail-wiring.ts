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
import type { ProxyGatewayStack } from '../proxy/proxy-gateway-stack';
import type { GuardrailRelease } from './guardrail-release';
import {
  ProxyGuardrail,
  ProxyGuardrailSpecGuardrail,
  ProxyGuardrailSpecMode,
  ProxyGuardrailSpecUnreachableFallback,
} from '../../imports/proxy.aigw.dev';

/** The upstream guardrail type every wired Guardrail uses: the gate speaks the generic guardrail API. */
export const GENERIC_GUARDRAIL_API = 'generic_guardrail_api';

export interface GuardrailWiringProps {
  /**
   * The gateway the guardrail is wired into: its name and namespace are read from it.
   *
   * @default - the gateway named by {@link instanceName}
   */
  readonly gateway?: ProxyGatewayStack;
  /**
   * The Guardrail to wire: its name, spec and gate endpoint are read from it.
   *
   * @default - the Guardrail given by {@link guardrailResourceName}, {@link spec} and {@link endpoint}
   */
  readonly guardrail?: GuardrailRelease;
  /**
   * The ProxyInstance (= Gateway) name the guardrails belong to.
   *
   * @default - the name of {@link gateway}; one of the two is required
   * @deprecated pass the gateway construct as {@link gateway}
   */
  readonly instanceName?: string;
  /**
   * Name of the Guardrail resource; object names are `<instance>-<guardrail>-<mode>`.
   *
   * @default - the name of {@link guardrail}; one of the two is required
   * @deprecated pass the Guardrail construct as {@link guardrail}
   */
  readonly guardrailResourceName?: string;
  /**
   * The parsed, defaulted Guardrail spec.
   *
   * @default - the spec of {@link guardrail}; one of the two is required
   * @deprecated pass the Guardrail construct as {@link guardrail}
   */
  readonly spec?: GuardrailSpec;
  /**
   * The Guardrail's license-gate URL (`status.endpoint`).
   *
   * @default - the endpoint of {@link guardrail}; one of the two is required
   * @deprecated pass the Guardrail construct as {@link guardrail}
   */
  readonly endpoint?: string;
  /**
   * Namespace of the emitted objects.
   *
   * @default - the namespace of {@link gateway}, else the chart's
   */
  readonly namespace?: string;
}

/** What a wiring needs, resolved from the constructs or from the names and URL given. */
interface ResolvedWiring {
  readonly instanceName: string;
  readonly guardrailResourceName: string;
  readonly spec: GuardrailSpec;
  readonly endpoint: string;
  readonly namespace?: string;
  readonly guardrailNamespace?: string;
}

function resolveWiring(props: GuardrailWiringProps): ResolvedWiring {
  const instanceName = props.gateway?.name ?? props.instanceName;
  const guardrailResourceName = props.guardrail?.name ?? props.guardrailResourceName;
  const spec = props.guardrail?.spec ?? props.spec;
  const endpoint = props.guardrail?.endpoint ?? props.endpoint;
  if (instanceName === undefined) throw new Error('guardrail wiring needs the gateway: pass `gateway` (or `instanceName`)');
  if (guardrailResourceName === undefined || spec === undefined || endpoint === undefined) {
    throw new Error(`guardrail wiring into gateway '${instanceName}' needs the Guardrail: pass \`guardrail\` (or \`guardrailResourceName\`, \`spec\` and \`endpoint\`)`);
  }
  const namespace = props.namespace ?? props.gateway?.namespace;
  return { instanceName, guardrailResourceName, spec, endpoint, namespace, guardrailNamespace: props.guardrail?.namespace ?? namespace };
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

  /** The Guardrail's name. */
  readonly guardrailName: string;
  /** The Guardrail's namespace. */
  readonly guardrailNamespace: string;
  /** The wired Guardrail's parsed spec. */
  readonly spec: GuardrailSpec;

  constructor(scope: Construct, id: string, given: GuardrailWiringProps) {
    super(scope, id);
    const props = resolveWiring(given);
    this.guardrailName = props.guardrailResourceName;
    this.guardrailNamespace = props.guardrailNamespace ?? 'default';
    this.spec = props.spec;
    if (!/^https?:\/\//.test(props.endpoint)) {
      throw new Error(`guardrail '${props.guardrailResourceName}': endpoint must be the gate's http(s) URL, got '${props.endpoint}'`);
    }
    const { spec } = props;
    // The wired spec obeys the Guardrail's own rules, checked at synth with render's messages.
    this.node.addValidation({
      validate: () => guardrailProblems(resourceOf(GUARDRAIL_KIND, props.guardrailResourceName, this.guardrailNamespace, guardrailSpecInput(spec)), { unknownFields: false }),
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
