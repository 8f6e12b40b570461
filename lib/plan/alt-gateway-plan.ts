/**
 * The `alt` half of the Gateway plan. lib/plan/gateway-plan.ts does everything both types share
 * (parse, the `gateways` limit, multi-tenancy, resolving `guardrailRefs`, owner stamping, the Ready
 * and FeaturesSupported conditions, `status.url` and the counts) and calls {@link planAltGateway}
 * for `spec.type: alt`.
 */
import type { Chart } from 'cdk8s';
import type { Gateway } from '../api/gateway';
import type { Owner } from '../meta/labels';
import type { ClusterFacts, PlannedCondition, PlannedEvent } from './types';
import type { WiredGuardrail } from './wired-guardrail';
import { REASONS } from '../alt/alt-conditions';
import { altGatewayUrl, altStackProps, type AltPropsInput, type AltTraceExport } from '../alt/alt-gateway-props';
import { decideTraceExport } from './observability';
import { AltGatewayStack } from '../alt/alt-gateway-stack';
import { altJwtHardeningViolations, altRejections } from '../alt/alt-rules';
import { altProviderConflicts } from '../alt/alt-provider-rule';
import { altUnsupportedFeatures } from '../alt/alt-unsupported';
import { platformEnvironment } from '../platform/platform-config';

/** Everything the alt plan reads. */
export interface AltGatewayPlanInput {
  /** The parsed, defaulted Gateway (`gateway.spec.alt` is the parsed `spec.alt`, possibly undefined). */
  readonly gateway: Gateway;
  /**
   * The referenced Guardrails that are `Ready` with an endpoint, in `guardrailRefs` order. Missing,
   * refused or not-ready ones are already reported by the caller and are not listed here.
   */
  readonly guardrails: readonly WiredGuardrail[];
  readonly facts: ClusterFacts;
  /**
   * The chart to add constructs to (namespace = the Gateway's, resource name hashes disabled). The
   * caller synthesizes it, stamps owner labels/ownerReferences and returns the objects in order.
   * Objects for another namespace must set `metadata.namespace` explicitly.
   */
  readonly chart: Chart;
  /** The Gateway as owner of what is emitted (for names or selectors that need it). */
  readonly owner: Owner;
  /**
   * Whether the platform license grants `multi-tenancy`. When false the caller has already set
   * Ready=False for `spec.organization`/`spec.teams`; the alt plan must not emit them.
   */
  readonly multiTenancy: boolean;
  /**
   * Trace export resolved from `spec.observabilityRef` (when licensed).
   * @default - `spec.observability`, else none
   */
  readonly traceExport?: AltTraceExport;
  /**
   * The generated master key and data-encryption key to reference (see lib/plan/generated-secrets.ts).
   * @default - only the keys the spec references
   */
  readonly generatedKeys?: AltPropsInput['generatedKeys'];
}

/** A reason and a message, as a condition carries them. */
export interface ReasonedMessage {
  /** CamelCase, e.g. `InvalidTarget`. */
  readonly reason: string;
  readonly message: string;
}

/** What the alt plan decides. Every field is optional; an empty object means "all fine". */
export interface AltGatewayPlanResult {
  /**
   * A rejected combination (spec "Rejected up front"): the caller discards the chart, emits nothing
   * and sets Ready=False with this reason (`InvalidTarget`) and message (name the field paths).
   */
  readonly rejection?: ReasonedMessage;
  /**
   * Reasons the Gateway is not Ready although its objects are emitted (e.g. a missing Secret);
   * the caller joins them into Ready=False (first reason wins, messages joined with '; ').
   */
  readonly notReady?: readonly ReasonedMessage[];
  /**
   * Configured fields the backend cannot honour, as field paths (`spec.instance.saltKey`,
   * `spec.models[0].rpm`). The caller lists them in `status.unsupportedFeatures`, sets
   * FeaturesSupported=False/UnsupportedByBackend and raises the Warning Event.
   */
  readonly unsupportedFeatures?: readonly string[];
  /** The spec's reason for each entry of {@link unsupportedFeatures}, by field path. */
  readonly unsupportedFeatureReasons?: Readonly<Record<string, string>>;
  /** Conditions other than Ready and FeaturesSupported (e.g. CustomBranding). */
  readonly conditions?: readonly PlannedCondition[];
  /** Further Events (e.g. an external guardrail skipped for lack of `spec.alt.path`). */
  readonly events?: readonly PlannedEvent[];
  /** Extra `status` fields, merged over the common ones. */
  readonly status?: Readonly<Record<string, unknown>>;
}

/** Plans the `alt` objects of a Gateway into `input.chart`. Pure; never throws on bad input. */
export function planAltGateway(input: AltGatewayPlanInput): AltGatewayPlanResult {
  const { gateway } = input;
  const alt = gateway.spec.alt;
  const rejections = altRejections(gateway, platformEnvironment(input.facts.platformObjects));
  rejections.push(...altProviderConflicts(gateway));
  if (alt === undefined || rejections.length > 0) {
    return { rejection: { reason: REASONS.invalidTarget, message: rejections.map((r) => r.message).join('; ') } };
  }

  const unsupported = altUnsupportedFeatures(gateway);
  const notReady = altJwtHardeningViolations(gateway).map((v) => ({
    reason: v.field === 'spec.alt.jwt.insecureSkipVerify' ? REASONS.insecureSkipVerifyRefused : REASONS.jwtHardeningIncomplete,
    message: v.message,
  }));

  const trace = input.traceExport ? { traceExport: input.traceExport, events: [] } : decideTraceExport(gateway, input.facts);
  let decided: ReturnType<typeof altStackProps>;
  try {
    decided = altStackProps({
      gateway,
      alt,
      guardrails: input.guardrails,
      facts: input.facts,
      multiTenancy: input.multiTenancy,
      ...(trace.traceExport ? { traceExport: trace.traceExport } : {}),
      ...(input.generatedKeys ? { generatedKeys: input.generatedKeys } : {}),
    });
    new AltGatewayStack(input.chart, 'Alt', decided.props);
  } catch (err) {
    // The rules above mirror every construct check; this only guards plan()'s never-throw promise.
    return { rejection: { reason: REASONS.invalidTarget, message: `spec.alt: ${err instanceof Error ? err.message : String(err)}` } };
  }

  return {
    ...(notReady.length > 0 ? { notReady } : {}),
    unsupportedFeatures: unsupported.map((u) => u.field),
    unsupportedFeatureReasons: Object.fromEntries(unsupported.map((u) => [u.field, u.reason])),
    conditions: decided.conditions,
    events: [...trace.events, ...decided.events],
    status: {
      url: altGatewayUrl(gateway, decided.props.instance.tlsCaBundle !== undefined),
      // An external guardrail without spec.alt.path is skipped (and an Event says so): only items count.
      guardrailCount: decided.props.guardrails?.length ?? 0,
    },
  };
}
