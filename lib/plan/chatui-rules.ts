/**
 * The rules a ChatUI's `spec.gatewayRef` must meet, in the words of its Ready condition: the
 * Gateway is `alt`, has an organization, is licensed for multi-tenancy and serves every model the
 * ChatUI names. plan() and the ChatUIRelease construct both apply them, so a construct refuses
 * with render's message. Pure.
 */
import { MULTI_TENANCY_FEATURE } from './multi-tenancy';

/** Reasons of the ChatUI's Ready condition. */
export const ChatUIReason = Object.freeze({
  /** The key Secret is in place. */
  KeyReady: 'KeyReady',
  InvalidSpec: 'InvalidSpec',
  GatewayNotFound: 'GatewayNotFound',
  /** The referenced Gateway's own spec is invalid: nothing can be registered on it. */
  GatewayInvalid: 'GatewayInvalid',
  /** `gatewayRef` names a `proxy` Gateway: keys are minted on `alt` gateways only. */
  GatewayTypeUnsupported: 'GatewayTypeUnsupported',
  /** The `alt` Gateway has no `spec.organization`: the ChatUI is refused. */
  OrganizationRequired: 'OrganizationRequired',
  /** The Gateway's organization needs licensed feature `multi-tenancy`, so it is not emitted. */
  MultiTenancyUnlicensed: 'MultiTenancyUnlicensed',
  /** `spec.models` names an alias the Gateway does not serve. */
  ModelNotServed: 'ModelNotServed',
  /** Applied; the gateway has not minted the key into its Secret yet. */
  KeyMinting: 'KeyMinting',
  /** The Gateway sets `spec.alt.jwt.allowVirtualKeys: false`: application keys are refused. */
  VirtualKeysDisabled: 'VirtualKeysDisabled',
  /** `spec.gateway.apiKeySecretRef` names a Secret (or key) that does not exist. */
  ApiKeySecretNotFound: 'ApiKeySecretNotFound',
});

/** Why a ChatUI cannot be planned on its Gateway. */
export interface ChatUIProblem {
  readonly reason: string;
  readonly message: string;
}

/** What the rules read of the Gateway `spec.gatewayRef` names. */
export interface ChatUIGatewayFacts {
  /** `spec.type` of the Gateway. */
  readonly type: string;
  /** Whether its `spec.organization` is set. */
  readonly organization: boolean;
  /** Whether its organization is emitted (licensed feature multi-tenancy). */
  readonly multiTenancy: boolean;
  /** The model aliases it serves (`spec.models[].modelName`). */
  readonly served: readonly string[];
}

/** `spec.gatewayRef: Gateway <namespace>/<name>`: where every gateway problem points. */
export function chatGatewayAt(namespace: string, gateway: string): string {
  return `spec.gatewayRef: Gateway ${namespace}/${gateway}`;
}

/** The Gateway named by `gatewayRef` is not there. */
export function chatGatewayNotFound(namespace: string, gateway: string): ChatUIProblem {
  return { reason: ChatUIReason.GatewayNotFound, message: `${chatGatewayAt(namespace, gateway)} not found` };
}

/** The first rule the Gateway breaks for a ChatUI asking for `models`, in the order plan() checks them. */
export function chatGatewayProblem(namespace: string, gateway: string, facts: ChatUIGatewayFacts, models: readonly string[] | undefined): ChatUIProblem | undefined {
  const at = chatGatewayAt(namespace, gateway);
  if (facts.type !== 'alt') {
    return {
      reason: ChatUIReason.GatewayTypeUnsupported,
      message: `refused: ${at} is type ${facts.type}; keys are minted on alt gateways only. Use spec.gateway {url, apiKeySecretRef} with a key you minted`,
    };
  }
  if (!facts.organization) {
    return {
      reason: ChatUIReason.OrganizationRequired,
      message: `refused: ${at} has no spec.organization; a key belongs to an application, and an application to the gateway's organization. Set spec.organization on the Gateway, or use spec.gateway {url, apiKeySecretRef} with a key you minted`,
    };
  }
  if (!facts.multiTenancy) {
    return { reason: ChatUIReason.MultiTenancyUnlicensed, message: `${at}: its organization needs licensed feature ${MULTI_TENANCY_FEATURE}, so there is none to register the application in` };
  }
  const served = new Set(facts.served);
  const unknown = (models ?? []).map((m, i) => [m, i] as const).filter(([m]) => !served.has(m));
  if (unknown.length === 0) return undefined;
  return {
    reason: ChatUIReason.ModelNotServed,
    message: unknown.map(([m, i]) => `spec.models[${i}]: ${JSON.stringify(m)} is not a model alias of ${at} (it serves ${[...served].join(', ') || 'none'})`).join('; '),
  };
}
