/**
 * Everything an alt gateway is made of, in apply order: the owned storage Secret (and config seed,
 * theme pack, authorization service), then AltInstance, AltOrganization, AltBudget (org caps),
 * AltTeam(s) and their budgets, AltProvider(s), AltModel(s), AltModelAccess, AltEnterpriseConfig,
 * the guardrail wiring and, when asked, the Ingress to the API Service. Usable on its own in any cdk8s app; plan() maps a Gateway onto these props.
 */
import { Construct } from 'constructs';
import { AltGuardrailWiring } from '../guardrail/alt-guardrail-wiring';
import type { GuardrailRelease } from '../guardrail/guardrail-release';
import { AltBranding } from './alt-branding';
import { AltEnterprise } from './alt-enterprise';
import { AltGatewayInstance } from './alt-gateway-instance';
import { AltIngress } from './alt-ingress';
import { AltModelAccessPolicy } from './alt-model-access-policy';
import { AltModelCatalog, type AltModelOptions } from './alt-model-catalog';
import { AltTenancy } from './alt-tenancy';
import { altStackProblems } from '../validation/alt-stack-problems';
import { assertValid, gatewayProblems } from '../validation/resource-problems';
import { inChartNamespace } from '../validation/chart-namespace';
import type { GatewayResource } from '../api/resource-input';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import { ApiObject, Chart } from 'cdk8s';
import type { AltBrandingOptions, AltGatewayConstruct, AltGatewayFromResourceOptions, AltGatewayStackProps } from './alt-gateway-stack-props';
import { GATEWAY_KIND, parseGateway } from '../api/gateway';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { defaultOperatorSettings } from '../meta/images';
import { gatewayKeys } from '../plan/generated-secrets';
import { COMMUNITY, type ClusterFacts, type ResourceInput } from '../plan/types';
import { altStackProps } from './alt-gateway-props';
import { platformEnvironment } from '../platform/platform-config';

export type { AltBrandingOptions, AltGatewayFromResourceOptions, AltGatewayStackProps };

export class AltGatewayStack extends Construct implements AltGatewayConstruct {
  /**
   * Builds the stack from a raw `alt` Gateway object (as `kubectl` would send it), mapped as the
   * operator maps it. Throws an {@link InvalidResourceError} listing every problem `aigw render`
   * reports for the object, in its words. The master key and the data-encryption key, unless
   * referenced, are emitted as the Secrets render lists (without a value: the aigw operator fills
   * them once, or you do) and referenced. `spec.guardrailRefs` are not resolved offline: wire
   * Guardrails with {@link AltGuardrailWiring} and `altGuardrailItems`.
   */
  static fromResource(scope: Construct, id: string, input: GatewayResource | ResourceInput, options: AltGatewayFromResourceOptions = {}): AltGatewayStack {
    const resource = inChartNamespace(scope, input as ResourceInput);
    const environment = platformEnvironment(options.facts?.platformObjects);
    assertValid(resource, GATEWAY_KIND, gatewayProblems(resource, environment ? { environment } : {}));
    const gateway = parseGateway(resource).value!;
    const { name, namespace } = gateway.metadata;
    if (gateway.spec.type !== 'alt' || !gateway.spec.alt) throw new Error(`AltGatewayStack renders type alt only, got '${gateway.spec.type}' (gateway '${name}')`);
    const facts: ClusterFacts = {
      entitlements: COMMUNITY,
      operator: defaultOperatorSettings(),
      guardrails: [],
      olderGateways: 0,
      secrets: [],
      configMaps: [],
      ...options.facts,
    };
    const keys = gatewayKeys(gateway, { apiVersion: PLATFORM_API_VERSION, kind: GATEWAY_KIND, namespace, name });
    const { props } = altStackProps({
      gateway,
      alt: gateway.spec.alt,
      guardrails: [],
      facts,
      multiTenancy: options.multiTenancy ?? true,
      generatedKeys: { masterKey: keys.masterKey, ...(keys.dataEncryptionKey ? { dataEncryptionKey: keys.dataEncryptionKey } : {}) },
    });
    const stack = new AltGatewayStack(scope, id, props);
    // Offline there is no uid, so the manifests have no ownerReferences.
    for (const g of keys.generated) {
      const secret = new ApiObject(stack, `GeneratedKeys-${g.name}`, { ...g.manifest, metadata: { ...g.manifest.metadata, ownerReferences: undefined } });
      stack.instance.node.addDependency(secret);
    }
    return stack;
  }

  /**
   * What `aigw render` would report for this Gateway resource, offline: its status (Ready and the
   * other conditions), its events, and whether the operator would hold its plan. Pass the Secrets,
   * ConfigMaps and other objects it reads in `options.objects`.
   */
  static status(resource: GatewayResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  readonly instance: AltGatewayInstance;
  readonly tenancy: AltTenancy;
  readonly catalog: AltModelCatalog;
  readonly modelAccess?: AltModelAccessPolicy;
  readonly enterprise?: AltEnterprise;
  readonly ingress?: AltIngress;
  /** The gateway's name (the AltInstance's). */
  readonly name: string;
  private _guardrailWiring?: AltGuardrailWiring;
  /** The props with the models {@link addModel} added: what synth checks. */
  private _props: AltGatewayStackProps;
  /** The namespace given in the props (else the chart's applies). */
  readonly namespace?: string;

  /**
   * Adds a model after construction: its AltModel and, for a provider no model used yet, its
   * AltProvider. It is checked with the models given in the props, at once for a provider
   * conflict and at synth for the rest, with render's messages.
   */
  addModel(model: AltModelOptions): string {
    const name = this.catalog.addModel(model);
    this._props = { ...this._props, models: [...(this._props.models ?? []), model] };
    return name;
  }

  /** The model aliases the gateway serves (the `models` given and {@link addModel}'s): what a ChatUI may name. */
  get modelAliases(): readonly string[] {
    return [...new Set((this._props.models ?? []).map((m) => m.alias))];
  }

  /** The guardrail items, chain and binding: from `guardrails` and {@link addGuardrail}. */
  get guardrailWiring(): AltGuardrailWiring | undefined {
    return this._guardrailWiring;
  }

  /**
   * Wires a Guardrail into this gateway, after the items already wired, as the operator wires a
   * `guardrailRefs` entry: an AltGuardrailItem calling its license gate at the alt path, with the
   * engine's role and phases. Throws for an external Guardrail without `spec.alt.path`.
   */
  addGuardrail(guardrail: GuardrailRelease): string {
    if (this._guardrailWiring) return this._guardrailWiring.addGuardrail(guardrail);
    this._guardrailWiring = new AltGuardrailWiring(this, 'Guardrails', { gateway: this.name, namespace: this.namespace, guardrails: [guardrail] });
    return this._guardrailWiring.itemNames[0];
  }

  constructor(scope: Construct, id: string, props: AltGatewayStackProps) {
    super(scope, id);
    const { gateway, namespace } = props;
    this.name = gateway;
    this.namespace = namespace;
    // The Gateway's own rules for the fields these props carry, checked at synth with render's messages.
    this._props = props;
    this.node.addValidation({ validate: () => altStackProblems(this._props, namespace ?? Chart.of(this).namespace ?? 'default') });
    if (props.modelAccess && !props.organization) {
      throw new Error(`model access is org-rooted and needs an organization (gateway '${gateway}')`);
    }
    if (props.branding?.builtin && props.branding.configMapRef) {
      throw new Error(
        `branding takes the built-in pack or ConfigMap '${props.branding.configMapRef.name}', not both (gateway '${gateway}')`,
      );
    }

    const builtin = props.branding?.builtin ? new AltBranding(this, 'Branding', { gateway, namespace }) : undefined;
    const brandingRef = builtin?.configMapRef ?? props.branding?.configMapRef;
    const hasEnterprise = props.sso !== undefined || props.scim !== undefined;

    this.instance = new AltGatewayInstance(this, 'Instance', {
      ...props.instance,
      gateway,
      namespace,
      env: hasEnterprise ? AltEnterprise.envFor(props) : [],
      ...(brandingRef ? { branding: { builtin: builtin !== undefined, configMapRef: brandingRef } } : {}),
    });
    this.tenancy = new AltTenancy(this, 'Tenancy', { gateway, namespace, organization: props.organization, teams: props.teams });
    this.catalog = new AltModelCatalog(this, 'Models', { gateway, namespace, models: props.models });
    if (props.modelAccess) {
      this.modelAccess = new AltModelAccessPolicy(this, 'ModelAccess', {
        ...props.modelAccess,
        gateway,
        namespace,
        organizationName: this.tenancy.organizationName!,
      });
    }
    if (hasEnterprise) {
      this.enterprise = new AltEnterprise(this, 'Enterprise', { gateway, namespace, sso: props.sso, scim: props.scim });
    }
    if (props.guardrails && props.guardrails.length > 0) {
      this._guardrailWiring = new AltGuardrailWiring(this, 'Guardrails', { gateway, namespace, items: props.guardrails });
    }
    if (props.ingress) this.ingress = new AltIngress(this, 'Ingress', { ...props.ingress, gateway, namespace });
  }
}
