/**
 * What one ChatUI becomes: on `gatewayRef` (an `alt` gateway with an organization) the
 * AltApplication `<chatui>-app` in the gateway's organization and the AltVirtualKey minted into
 * Secret `<chatui>-key-<rotationIndex>`; on `gateway` (a key you minted elsewhere) nothing, only a
 * handle on that key. plan()'s rules for the spec and for the gateway run at synth, with render's
 * messages.
 */
import { Construct } from 'constructs';
import { AltChatApplication, chatApplicationName, chatKeySecretName } from '../alt/alt-chat-application';
import { AltGatewayStack } from '../alt/alt-gateway-stack';
import { childName } from '../alt/names';
import { CHATUI_KIND, DEFAULT_API_KEY_KEY, parseChatUI } from '../api/chatui';
import type { ChatUIResource } from '../api/platform-resource-input';
import type { SecretKeyRef } from '../api/refs';
import type { SecretKeyRefInput } from '../api/resource-input';
import { chatGatewayNotFound, chatGatewayProblem } from '../plan/chatui-rules';
import type { ResourceInput } from '../plan/types';
import { inChartNamespace } from '../validation/chart-namespace';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { assertValid, InvalidResourceError, resourceOf, specProblems } from '../validation/resource-problems';
import { altGatewayNamespace, findGatewayStack, namespaceIn } from './in-app';

/** `spec.gateway` of a ChatUI: a gateway aigw does not run, and a key you minted there. */
export interface ChatUIGateway {
  /** The gateway's http(s) URL, without credentials. */
  readonly url: string;
  /** The Secret key holding the key you minted (a `SecretKey`, or `{ name }` for key `api-key`). */
  readonly apiKeySecretRef: SecretKeyRefInput;
}

export interface ChatUIReleaseProps {
  /** Name of the ChatUI: the application is `<name>-app`, the key Secret `<name>-key-<rotationIndex>`. */
  readonly name: string;
  /** @default - the chart's namespace, else `default` */
  readonly namespace?: string;
  /**
   * The `alt` gateway the key is minted on; it needs an organization, and sits in the ChatUI's
   * namespace. Exactly one of `gatewayRef` and `gateway`.
   *
   * @default - none: `gateway`
   */
  readonly gatewayRef?: AltGatewayStack;
  /** Any gateway, with a key you minted there. @default - none: `gatewayRef` */
  readonly gateway?: ChatUIGateway;
  /** Name of the application in the gateway's console (`gatewayRef` only). @default - the name */
  readonly displayName?: string;
  /** Model aliases the application may call, each served by the gateway (`gatewayRef` only). @default - every model the gateway serves */
  readonly models?: readonly string[];
  /**
   * The key to mint (`gatewayRef` only). A construct has no status, so it holds this key alone; the
   * operator keeps the key in use beside a new one until the new one is minted.
   *
   * @default 0
   */
  readonly rotationIndex?: number;
}

function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** What render refuses in a ChatUI resource's own spec: `path: message` each. */
export function chatUIProblems(resource: ResourceInput, options: { readonly unknownFields?: boolean } = {}): string[] {
  return specProblems(resource, CHATUI_KIND, parseChatUI, options);
}

export class ChatUIRelease extends Construct {
  /**
   * Builds the ChatUI from its raw resource. `spec.gatewayRef` is looked up among the app's
   * `AltGatewayStack`s (same namespace and name), so build the gateway first. Throws an
   * {@link InvalidResourceError} with render's words when render refuses the spec, when the gateway
   * is not in the app, or when it is a proxy gateway.
   */
  static fromResource(scope: Construct, id: string, input: ChatUIResource | ResourceInput): ChatUIRelease {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, CHATUI_KIND, chatUIProblems(resource));
    const { metadata, spec } = parseChatUI(resource).value!;
    const { namespace, name } = metadata;
    if (spec.gateway) return new ChatUIRelease(scope, id, { name, namespace, gateway: spec.gateway });
    const ref = spec.gatewayRef!.name;
    const found = findGatewayStack(scope, namespace, ref);
    if (!(found instanceof AltGatewayStack)) {
      const problem = found ? chatGatewayProblem(namespace, ref, { type: 'proxy', organization: false, multiTenancy: false, served: [] }, undefined)! : chatGatewayNotFound(namespace, ref);
      throw new InvalidResourceError(CHATUI_KIND, namespace, name, [problem.message]);
    }
    return new ChatUIRelease(scope, id, { name, namespace, gatewayRef: found, displayName: spec.displayName, models: spec.models, rotationIndex: spec.rotationIndex });
  }

  /**
   * What `aigw render` would report for this ChatUI resource, offline. Pass its Gateway (and, for
   * `spec.gateway`, the key's Secret) in `options.objects`.
   */
  static status(resource: ChatUIResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /** The ChatUI's name. */
  readonly name: string;
  readonly namespace: string;
  /** The gateway the key is minted on (`gatewayRef`). */
  readonly gateway?: AltGatewayStack;
  /** The AltApplication and its AltVirtualKey (`gatewayRef`). */
  readonly application?: AltChatApplication;
  /** The AltApplication's name (`gatewayRef`). */
  readonly applicationName?: string;
  /**
   * The Secret key the chat front end calls with: the minted key's Secret (`gatewayRef`, key
   * `api-key`, filled by the gateway once minted) or the one you gave (`gateway`).
   */
  readonly apiKeySecretRef: SecretKeyRef;
  /** The gateway's URL, when you gave it (`gateway`). */
  readonly url?: string;

  constructor(scope: Construct, id: string, props: ChatUIReleaseProps) {
    super(scope, id);
    const { name, gatewayRef, gateway } = props;
    const namespace = namespaceIn(this, props.namespace);
    this.name = name;
    this.namespace = namespace;
    this.node.addValidation({ validate: () => this.problems(props) });
    const rotationIndex = props.rotationIndex ?? 0;
    if (gatewayRef) {
      this.gateway = gatewayRef;
      this.application = new AltChatApplication(this, 'Application', {
        name,
        namespace,
        instance: gatewayRef.name,
        organization: childName(gatewayRef.name, 'org'),
        displayName: props.displayName ?? name,
        ...(props.models ? { models: props.models } : {}),
        rotationIndexes: [rotationIndex],
      });
      this.applicationName = chatApplicationName(name);
      // Registered in the gateway's organization: applied after it.
      this.application.node.addDependency(gatewayRef.tenancy);
      this.apiKeySecretRef = { name: chatKeySecretName(name, rotationIndex), key: DEFAULT_API_KEY_KEY };
    } else {
      this.url = gateway?.url;
      this.apiKeySecretRef = { name: gateway?.apiKeySecretRef.name ?? '', key: gateway?.apiKeySecretRef.key ?? DEFAULT_API_KEY_KEY };
    }
  }

  /** The spec's rules, then the gateway's, as plan() applies them. */
  private problems(props: ChatUIReleaseProps): string[] {
    const { gatewayRef, gateway } = props;
    const spec = defined({
      gatewayRef: gatewayRef ? { name: gatewayRef.name } : undefined,
      gateway: gateway ? { url: gateway.url, apiKeySecretRef: defined({ name: gateway.apiKeySecretRef.name, key: gateway.apiKeySecretRef.key }) } : undefined,
      displayName: props.displayName,
      models: props.models,
      rotationIndex: props.rotationIndex,
    });
    const own = chatUIProblems(resourceOf(CHATUI_KIND, this.name, this.namespace, spec), { unknownFields: false });
    if (own.length > 0 || !gatewayRef) return own;
    // A gatewayRef names a Gateway of the ChatUI's own namespace.
    if (altGatewayNamespace(gatewayRef) !== this.namespace) return [chatGatewayNotFound(this.namespace, gatewayRef.name).message];
    const problem = chatGatewayProblem(
      this.namespace,
      gatewayRef.name,
      { type: 'alt', organization: gatewayRef.tenancy.organizationName !== undefined, multiTenancy: true, served: gatewayRef.modelAliases },
      props.models,
    );
    return problem ? [problem.message] : [];
  }
}
