/**
 * The plan of one ChatUI: the gateway key a chat front end calls with.
 *
 * - `spec.gatewayRef` to an `alt` Gateway with `spec.organization`: an AltApplication in the
 *   Gateway's organization, then an AltVirtualKey minted against it into `<chatui>-key-<index>`.
 *   Without `spec.organization` (or on a `proxy` Gateway) the ChatUI is refused and nothing is
 *   emitted. Raising `spec.rotationIndex` mints a new key into a fresh Secret; the key in use
 *   (`status.rotationIndex`) is kept until the new Secret exists, then pruned. The application is
 *   the same across rotations.
 * - `spec.gateway.{url, apiKeySecretRef}`: a key the user minted. Nothing is emitted; the status
 *   names the URL and the Secret, and Ready says whether the Secret is there.
 *
 * Pure; never throws on bad input.
 */
import { CHATUI_KIND, DEFAULT_API_KEY_KEY, parseChatUI, type ChatUI } from '../api/chatui';
import { parseGateway, type Gateway } from '../api/gateway';
import { AltChatApplication, chatApplicationName, chatKeySecretName } from '../alt/alt-chat-application';
import { altGatewayUrl } from '../alt/alt-gateway-props';
import { childName } from '../alt/names';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { stampOwner, type Owner } from '../meta/labels';
import { READY } from './conditions';
import { MULTI_TENANCY_FEATURE } from './multi-tenancy';
import { chatGatewayAt, chatGatewayNotFound, chatGatewayProblem, ChatUIReason } from './chatui-rules';
import { newChart, synth } from './synth';
import type { ClusterFacts, Plan, PlannedCondition, PlannedEvent, ResourceInput } from './types';

export { ChatUIReason };

function ownerOf(c: { metadata: ChatUI['metadata'] }): Owner {
  return { apiVersion: PLATFORM_API_VERSION, kind: CHATUI_KIND, namespace: c.metadata.namespace, name: c.metadata.name, uid: c.metadata.uid };
}

function ready(status: 'True' | 'False', reason: string, message: string, gen: number | undefined): PlannedCondition {
  return { type: READY, status, reason, message, ...(gen !== undefined ? { observedGeneration: gen } : {}) };
}

/** Ready=False, nothing applied; what runs is held (lib/plan/hold.ts). */
function blockedPlan(gen: number | undefined, reason: string, message: string, extra: Record<string, unknown>): Plan {
  return {
    objects: [],
    shared: [],
    status: { ...extra, ...(gen !== undefined ? { observedGeneration: gen } : {}), conditions: [ready('False', reason, message, gen)] },
    events: [{ type: 'Warning', reason, message }],
    blocked: { reason, message },
  };
}

function secretHasKey(facts: ClusterFacts, namespace: string, name: string, key?: string): boolean {
  return facts.secrets.some((s) => s.namespace === namespace && s.name === name && (key === undefined || s.keys.includes(key)));
}

/**
 * What a held ChatUI keeps reporting: the key in use and where it calls. While a plan is blocked the
 * running application and key stay, and the next valid plan needs to know which key is in use.
 */
function carried(status: unknown): Record<string, unknown> {
  if (typeof status !== 'object' || status === null) return {};
  const s = status as Record<string, unknown>;
  return Object.fromEntries(['gatewayURL', 'application', 'rotationIndex', 'apiKeySecretRef'].filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));
}

/** The rotation index whose key the front end uses now, as the last status recorded it. */
function indexInUse(status: unknown): number | undefined {
  if (typeof status !== 'object' || status === null) return undefined;
  const s = status as { rotationIndex?: unknown; apiKeySecretRef?: unknown };
  return typeof s.rotationIndex === 'number' && Number.isInteger(s.rotationIndex) && s.rotationIndex >= 0 && s.apiKeySecretRef ? s.rotationIndex : undefined;
}

function planUserKey(chat: ChatUI, facts: ClusterFacts): Plan {
  const gen = chat.metadata.generation;
  const { url, apiKeySecretRef } = chat.spec.gateway!;
  const status = { gatewayURL: url, apiKeySecretRef: { ...apiKeySecretRef } };
  const present = secretHasKey(facts, chat.metadata.namespace, apiKeySecretRef.name, apiKeySecretRef.key);
  const condition = present
    ? ready('True', ChatUIReason.KeyReady, `calls ${url} with the key in Secret ${apiKeySecretRef.name}, key ${apiKeySecretRef.key}`, gen)
    : ready('False', ChatUIReason.ApiKeySecretNotFound, `spec.gateway.apiKeySecretRef: Secret ${chat.metadata.namespace}/${apiKeySecretRef.name} with key ${apiKeySecretRef.key} not found; create it with the key you minted on ${url}`, gen);
  return {
    objects: [],
    shared: [],
    status: { ...status, ...(gen !== undefined ? { observedGeneration: gen } : {}), conditions: [condition] },
    events: present ? [] : [{ type: 'Warning', reason: condition.reason, message: condition.message }],
  };
}

function gatewayOf(chat: ChatUI, facts: ClusterFacts): ResourceInput | undefined {
  const { namespace } = chat.metadata;
  const name = chat.spec.gatewayRef!.name;
  return (facts.gateways ?? []).find((g) => g.namespace === namespace && g.name === name)?.resource;
}

function gatewayUrl(gateway: Gateway, resource: ResourceInput): string {
  const url = (resource.status as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && url.length > 0 ? url : altGatewayUrl(gateway, false);
}

function planMintedKey(chat: ChatUI, facts: ClusterFacts): Plan {
  const gen = chat.metadata.generation;
  const { namespace, name } = chat.metadata;
  const ref = chat.spec.gatewayRef!;
  const gatewayName = `Gateway ${namespace}/${ref.name}`;
  const at = chatGatewayAt(namespace, ref.name);
  const held = carried(chat.status);
  const blocked = (g: number | undefined, reason: string, message: string) => blockedPlan(g, reason, message, held);
  const resource = gatewayOf(chat, facts);
  if (!resource) {
    const missing = chatGatewayNotFound(namespace, ref.name);
    return blocked(gen, missing.reason, missing.message);
  }
  const parsed = parseGateway(resource);
  if (!parsed.value) return blocked(gen, ChatUIReason.GatewayInvalid, `${at} is invalid: ${parsed.errors.toString()}`);
  const gateway = parsed.value;
  const problem = chatGatewayProblem(
    namespace,
    ref.name,
    {
      type: gateway.spec.type,
      organization: gateway.spec.organization !== undefined,
      multiTenancy: facts.entitlements.features.includes(MULTI_TENANCY_FEATURE),
      served: gateway.spec.models.map((m) => m.modelName),
    },
    chat.spec.models,
  );
  if (problem) return blocked(gen, problem.reason, problem.message);

  const wanted = chat.spec.rotationIndex;
  const inUse = indexInUse(chat.status);
  const minted = secretHasKey(facts, namespace, chatKeySecretName(name, wanted));
  // A rotation adds the new key beside the one in use; the old one goes once the new Secret exists.
  const keep = !minted && inUse !== undefined && inUse !== wanted ? [wanted, inUse] : [wanted];
  const current = minted ? wanted : inUse;

  const chart = newChart(namespace);
  new AltChatApplication(chart, 'ChatUI', {
    name,
    namespace,
    instance: gateway.metadata.name,
    organization: childName(gateway.metadata.name, 'org'),
    displayName: chat.spec.displayName,
    ...(chat.spec.models ? { models: chat.spec.models } : {}),
    rotationIndexes: keep,
  });

  const url = gatewayUrl(gateway, resource);
  const events: PlannedEvent[] = [];
  let condition: PlannedCondition;
  const keyAt = (i: number) => `Secret ${chatKeySecretName(name, i)}`;
  if (!minted) {
    const stays = current !== undefined ? `; key ${current} (${keyAt(current)}) stays in use until then` : '';
    condition = ready('False', ChatUIReason.KeyMinting, `waiting for ${gatewayName} to mint key ${wanted} into ${keyAt(wanted)}${stays}`, gen);
    events.push({ type: 'Normal', reason: ChatUIReason.KeyMinting, message: condition.message });
  } else if (gateway.spec.alt?.jwt?.allowVirtualKeys === false) {
    condition = ready('False', ChatUIReason.VirtualKeysDisabled, `${gatewayName} sets spec.alt.jwt.allowVirtualKeys: false, so it refuses application keys, this one included`, gen);
    events.push({ type: 'Warning', reason: condition.reason, message: condition.message });
  } else {
    condition = ready('True', ChatUIReason.KeyReady, `application ${chatApplicationName(name)} calls ${url} with key ${wanted} in ${keyAt(wanted)}`, gen);
  }
  return {
    objects: stampOwner(synth(chart), ownerOf(chat)),
    shared: [],
    status: {
      gatewayURL: url,
      application: chatApplicationName(name),
      ...(current !== undefined ? { rotationIndex: current, apiKeySecretRef: { name: chatKeySecretName(name, current), key: DEFAULT_API_KEY_KEY } } : {}),
      ...(gen !== undefined ? { observedGeneration: gen } : {}),
      conditions: [condition],
    },
    events,
  };
}

export function planChatUI(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseChatUI(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return blockedPlan(gen, ChatUIReason.InvalidSpec, `invalid spec: ${parsed.errors.toString()}`, carried(resource.status));
  return parsed.value.spec.gateway ? planUserKey(parsed.value, facts) : planMintedKey(parsed.value, facts);
}
