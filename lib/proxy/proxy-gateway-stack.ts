/**
 * The upstream objects of a `proxy` Gateway, in apply order: ProxyInstance, ProxyOrganization,
 * ProxyTeam(s), ProxyCredential(s), ProxyModel(s). Names are `<gateway>` for the instance and
 * `<gateway>-<slug>` for the rest. Every credential is a Secret key reference.
 */
import { ApiObject, Chart } from 'cdk8s';
import { Construct } from 'constructs';
import { databaseUrlRef, GATEWAY_KIND, parseGateway, type GatewaySpec, type ModelSpec } from '../api/gateway';
import type { SecretKeyRef } from '../api/refs';
import { COMMUNITY, type ClusterFacts, type ResourceInput } from '../plan/types';
import { decideTraceExport } from '../plan/observability';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { dnsName, stableNames } from '../meta/names';
import { gatewayKeys } from '../plan/generated-secrets';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import type { GatewayResource } from '../api/resource-input';
import { inChartNamespace } from '../validation/chart-namespace';
import { assertValid, gatewayProblems, InvalidResourceError, resourceOf } from '../validation/resource-problems';
import { secretNameOf, type SecretSource } from '../api/secret-key';
import type { ModelInput } from '../api/resource-input';
import { GuardrailWiring } from '../guardrail/guardrail-wiring';
import type { GuardrailRelease } from '../guardrail/guardrail-release';
import { upstreamNameConflicts } from '../guardrail/upstream-names';
import { gatewaySpecInput } from '../validation/spec-input';
import {
  ProxyCredential,
  ProxyInstance,
  ProxyModel,
  ProxyOrganization,
  ProxyTeam,
  type ProxyInstanceSpec,
} from '../../imports/proxy.aigw.dev';
import {
  generalSettings,
  inClusterUrl,
  jwtEnv,
  observabilitySettings,
  publicOrigin,
  ssoSettings,
  type TraceExport,
} from './instance-settings';

/** The Secret whose keys `models[].refSecretKey` name. */
export function modelCredentialsSecretName(gateway: string): string {
  return `${gateway}-model-credentials`;
}

export interface ProxyGatewayStackProps {
  /** The Gateway's name: the ProxyInstance's name and the prefix of every other name. */
  readonly name: string;
  /**
   * Namespace of the Gateway and of everything emitted.
   *
   * @default - the chart's namespace, else `default`
   */
  readonly namespace?: string;
  /** The parsed, defaulted Gateway spec (type `proxy`). */
  readonly spec: GatewaySpec;
  /**
   * Emit `spec.organization` and `spec.teams` (licensed feature `multi-tenancy`).
   *
   * @default true
   */
  readonly multiTenancy?: boolean;
  /**
   * Trace export to wire into the instance.
   *
   * @default - `spec.observability` (its host and `callbackSecretRef`), else none
   */
  readonly traceExport?: TraceExport;
  /**
   * The Secret holding the model API keys (`models[].refSecretKey` are its keys): a cdk8s-plus
   * `ISecret` or its name.
   *
   * @default `<name>-model-credentials`
   */
  readonly modelCredentialsSecret?: SecretSource;
  /**
   * Secret keys of the master and salt keys when something else generates them (plan() names the
   * Secrets the operator generates). A `secretRef` in the spec always wins.
   *
   * @default - `instance.masterKey`/`saltKey` as given: a `secretRef`, else the stack emits the
   * Secret `aigw render` lists for the key (`<name>-master-key`, key `masterKey`; `<name>-salt-key`,
   * key `saltKey`), without a value, and references it: the aigw operator fills it once with random
   * bytes, or you do (the master key must start with `sk-`). The proxy never runs without a master key.
   */
  readonly generatedKeys?: { readonly masterKey?: SecretKeyRef; readonly saltKey?: SecretKeyRef };
}

/** Options of {@link ProxyGatewayStack.fromResource}. */
export interface ProxyGatewayFromResourceOptions extends Omit<ProxyGatewayStackProps, 'name' | 'spec'> {
  /**
   * Cluster facts, as `plan()` takes them, for `spec.observabilityRef`: the entitlements (licensed
   * feature `observability`) and the Observability among `platformObjects`.
   *
   * @default - none: community entitlements, so `spec.observabilityRef` falls back to `spec.observability`
   */
  readonly facts?: Partial<ClusterFacts>;
}

export class ProxyGatewayStack extends Construct {
  /**
   * What `aigw render` would report for this Gateway resource, offline: its status (Ready and the
   * other conditions), its events, and whether the operator would hold its plan. Pass the Secrets,
   * ConfigMaps and other objects it reads in `options.objects`.
   */
  static status(resource: GatewayResource | ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
    return offlineStatus(resource as ResourceInput, options);
  }

  /**
   * Builds the stack from a raw Gateway object (as `kubectl` would send it). Throws an
   * {@link InvalidResourceError} listing every problem `aigw render` reports for the object, in its
   * words: unknown fields and other CRD schema violations, then field errors and refused
   * combinations.
   */
  static fromResource(scope: Construct, id: string, input: GatewayResource | ResourceInput, options: ProxyGatewayFromResourceOptions = {}) {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, GATEWAY_KIND, gatewayProblems(resource));
    const parsed = parseGateway(resource);
    if (!parsed.value) throw new Error(`invalid Gateway '${parsed.metadata.name}': ${parsed.errors.toString()}`);
    const { facts, ...props } = options;
    // spec.observabilityRef resolved as plan() resolves it, from the facts given.
    const traceExport = props.traceExport ?? decideTraceExport(parsed.value, { entitlements: COMMUNITY, guardrails: [], olderGateways: 0, secrets: [], configMaps: [], ...facts } as ClusterFacts).traceExport;
    return new ProxyGatewayStack(scope, id, {
      name: parsed.value.metadata.name,
      namespace: props.namespace ?? parsed.value.metadata.namespace,
      spec: parsed.value.spec,
      ...props,
      ...(traceExport ? { traceExport } : {}),
    });
  }

  /** The Gateway's name (the ProxyInstance's). */
  readonly name: string;
  /** The namespace of the Gateway and of everything emitted. */
  readonly namespace: string;
  /** The gateway URL: the public origin with ingress, else in-cluster. */
  readonly url: string;
  readonly instance: ProxyInstance;
  readonly organization?: ProxyOrganization;
  readonly teams: readonly ProxyTeam[];
  readonly credentials: readonly ProxyCredential[];
  readonly models: readonly ProxyModel[];
  /** The wirings {@link addGuardrail} made, in the order added. */
  readonly guardrails: readonly GuardrailWiring[];
  /**
   * The key Secrets this stack emits (no data) when {@link ProxyGatewayStackProps.generatedKeys} is
   * not given and the spec references no Secret for a key; empty otherwise.
   */
  readonly generatedSecrets: readonly ApiObject[];

  /** The spec with the models {@link addModel} added. */
  private _spec: GatewaySpec;
  private readonly _credentials: ProxyCredential[] = [];
  private readonly _models: ProxyModel[] = [];
  private readonly _guardrails: GuardrailWiring[] = [];
  private readonly modelCredentialsSecretName: string;

  constructor(scope: Construct, id: string, props: ProxyGatewayStackProps) {
    super(scope, id);
    const { spec, name } = props;
    if (spec.type !== 'proxy') throw new Error(`ProxyGatewayStack renders type proxy only, got '${spec.type}' (gateway '${name}')`);
    const namespace = props.namespace ?? Chart.of(this).namespace ?? 'default';
    this.name = name;
    this.namespace = namespace;
    this._spec = spec;
    this.credentials = this._credentials;
    this.models = this._models;
    this.guardrails = this._guardrails;
    // Typed props skip the parser; the same rules run at synth, with render's messages.
    this.node.addValidation({ validate: () => gatewayProblems(resourceOf(GATEWAY_KIND, name, namespace, gatewaySpecInput(this._spec)), { unknownFields: false }) });
    this.node.addValidation({ validate: () => upstreamNameConflicts(this._guardrails.map((w) => ({ id: `${w.guardrailNamespace}/${w.guardrailName}`, spec: w.spec }))) });
    const multiTenancy = props.multiTenancy ?? true;
    const secretName = (this.modelCredentialsSecretName = props.modelCredentialsSecret !== undefined ? secretNameOf(props.modelCredentialsSecret) : modelCredentialsSecretName(name));
    const trace = props.traceExport ?? (spec.observability ? { host: spec.observability.host, secretName: spec.observability.callbackSecretRef.name } : undefined);
    const origin = publicOrigin(spec);
    this.url = origin ?? inClusterUrl(name, namespace);
    const instanceRef = { name };
    const meta = (objectName: string) => ({ name: objectName, namespace });

    // Without generated keys from the caller, the stack makes render's key Secrets itself: the
    // upstream controller writes a master key only from a secretRef.
    const keys = props.generatedKeys ? undefined : gatewayKeys({ metadata: { name, namespace }, spec }, { apiVersion: PLATFORM_API_VERSION, kind: GATEWAY_KIND, namespace, name });
    // Offline there is no uid, so the manifest has no ownerReferences.
    this.generatedSecrets = (keys?.generated ?? []).map((g) => new ApiObject(this, `GeneratedSecret-${g.key}`, { ...g.manifest, metadata: { ...g.manifest.metadata, ownerReferences: undefined } }));
    const generatedKeys = props.generatedKeys ?? { masterKey: keys?.masterKey, saltKey: keys?.saltKey };
    this.instance = new ProxyInstance(this, 'Instance', { metadata: meta(name), spec: this.instanceSpec(props, generatedKeys, trace, origin, namespace) });

    if (multiTenancy && spec.organization) {
      const org = spec.organization;
      this.organization = new ProxyOrganization(this, 'Organization', {
        metadata: meta(dnsName([name, 'org', org.name])),
        spec: {
          instanceRef,
          organizationAlias: org.name,
          maxBudget: org.maxBudget,
          budgetDuration: org.budgetDuration,
          rpmLimit: org.rpmLimit,
          tpmLimit: org.tpmLimit,
        },
      });
    }
    const teamNames = nameEach(name, multiTenancy ? spec.teams.map((t) => t.name) : []);
    this.teams = (multiTenancy ? spec.teams : []).map(
      (team, i) =>
        new ProxyTeam(this, `Team-${teamNames[i]}`, {
          metadata: meta(teamNames[i]),
          spec: {
            instanceRef,
            teamAlias: team.name,
            organizationRef: this.organization ? { name: this.organization.name } : undefined,
            maxBudgetMonthly: team.maxBudgetMonthly,
            budgetDuration: team.budgetDuration,
          },
        }),
    );

    // From each model's own (unique) name, never its position: reordering models[] renames nothing.
    const modelNames = nameEach(name, spec.models.map((m) => m.name));
    // Every credential first, then every model: the apply order the upstream controller expects.
    const credentialNames = spec.models.map((model, i) => this.emitCredential(model, modelNames[i], secretName));
    spec.models.forEach((model, i) => this.emitModel(model, modelNames[i], credentialNames[i]));
  }

  /** The parsed, defaulted spec, with the models {@link addModel} added. */
  get spec(): GatewaySpec {
    return this._spec;
  }

  /**
   * Adds a model after construction, as written in `spec.models[]` (the CRD's field names, defaults
   * applied): its ProxyCredential (when it has a key or an endpoint) and its ProxyModel. Throws an
   * {@link InvalidResourceError} with render's messages when the model itself is invalid; a name
   * another model already has fails synth, as in the Gateway.
   */
  addModel(model: ModelInput): ProxyModel {
    const index = this._spec.models.length;
    const parsed = parseModelInput(this.name, this.namespace, this._spec, model, index);
    const all = [...this._spec.models, parsed];
    const names = nameEach(this.name, all.map((m) => m.name));
    const renamed = this._spec.models.findIndex((m, i) => this._models[i].name !== names[i]);
    if (renamed >= 0) {
      throw new Error(
        `gateway '${this.name}': model '${parsed.name}' would rename model '${this._spec.models[renamed].name}' (their object names meet); give it another name or list both in the spec`,
      );
    }
    this._spec = { ...this._spec, models: all };
    return this.emitModel(parsed, names[index], this.emitCredential(parsed, names[index], this.modelCredentialsSecretName));
  }

  /**
   * Wires a Guardrail into this gateway (its `guardrailRefs`): one ProxyGuardrail per execution mode,
   * calling the Guardrail's license gate. Two Guardrails that would share an upstream guardrail name
   * fail synth, as the Gateway's status reports them.
   */
  addGuardrail(guardrail: GuardrailRelease): GuardrailWiring {
    const id = `Guardrail-${guardrail.namespace}-${guardrail.name}`;
    if (this.node.tryFindChild(id)) throw new Error(`gateway '${this.name}': Guardrail ${guardrail.namespace}/${guardrail.name} is already wired`);
    const wiring = new GuardrailWiring(this, id, { gateway: this, guardrail });
    this._guardrails.push(wiring);
    return wiring;
  }

  /** The ProxyCredential of a model that needs one; its name (the model's), else undefined. */
  private emitCredential(model: ModelSpec, modelName: string, secretName: string): string | undefined {
    if (!needsCredential(model)) return undefined;
    this._credentials.push(
      new ProxyCredential(this, `Credential-${modelName}`, {
        metadata: { name: modelName, namespace: this.namespace },
        spec: {
          instanceRef: { name: this.name },
          credentialName: modelName,
          apiKeySecretRef: model.refSecretKey !== undefined ? { name: secretName, key: model.refSecretKey } : undefined,
          // Passed through as given, for every provider alike.
          apiBase: model.credentials?.apiBase,
          apiVersion: model.credentials?.apiVersion,
        },
      }),
    );
    return modelName;
  }

  private emitModel(model: ModelSpec, modelName: string, credentialName: string | undefined): ProxyModel {
    const proxyModel = new ProxyModel(this, `Model-${modelName}`, {
      metadata: { name: modelName, namespace: this.namespace },
      spec: {
        instanceRef: { name: this.name },
        modelName: model.modelName,
        litellmParams: {
          model: model.model,
          litellmCredentialName: credentialName,
          rpm: model.rpm,
          tpm: model.tpm,
          timeout: model.timeout,
          maxTokens: model.maxTokens,
        },
        modelInfo: { displayName: model.name },
      },
    });
    this._models.push(proxyModel);
    return proxyModel;
  }

  /** Every object of the stack, in apply order. */
  get apiObjects(): ApiObject[] {
    return [
      ...this.generatedSecrets,
      this.instance,
      ...(this.organization ? [this.organization] : []),
      ...this.teams,
      ...this.credentials,
      ...this.models,
      ...this._guardrails.flatMap((w) => w.apiObjects),
    ];
  }

  private instanceSpec(
    props: ProxyGatewayStackProps,
    generatedKeys: NonNullable<ProxyGatewayStackProps['generatedKeys']>,
    trace: TraceExport | undefined,
    origin: string | undefined,
    namespace: string,
  ): ProxyInstanceSpec {
    const { spec, name } = props;
    const inst = spec.instance;
    const db = databaseUrlRef({ metadata: { name, namespace }, spec });
    const key = (k: typeof inst.masterKey, generated: SecretKeyRef | undefined) => {
      const ref = k?.secretRef ?? generated;
      return ref ? { secretRef: { name: ref.name, key: ref.key } } : { autoGenerate: k?.autoGenerate ?? true };
    };
    return {
      image: inst.image ? { repository: inst.image.repository, tag: inst.image.tag } : undefined,
      replicas: inst.replicas,
      resources: inst.resources,
      masterKey: key(inst.masterKey, generatedKeys.masterKey),
      saltKey: key(inst.saltKey, generatedKeys.saltKey),
      licenseSecretRef: inst.licenseSecretRef ? { name: inst.licenseSecretRef.name, key: inst.licenseSecretRef.key } : undefined,
      database: { connectionSecretRef: { name: db.name, key: db.key } },
      generalSettings: generalSettings(inst),
      jwt: jwtEnv(inst),
      sso: spec.sso ? ssoSettings(spec.sso) : undefined,
      // The SSO redirect base; without a public origin the callback can only be in-cluster.
      proxyBaseUrl: spec.sso ? (origin ?? inClusterUrl(name, namespace)) : undefined,
      observability: trace ? observabilitySettings(trace) : undefined,
      ingress: spec.ingress.enabled || spec.ingress.host ? { enabled: spec.ingress.enabled, host: spec.ingress.host, tls: spec.ingress.tls } : undefined,
    };
  }
}

/**
 * A model written as in `spec.models[]`, parsed with the Gateway's parser in the place it takes
 * (`spec.models[index]`), so problems carry render's paths. The other models are left out: a
 * clash with them is the Gateway's rule, checked at synth.
 */
function parseModelInput(name: string, namespace: string, spec: GatewaySpec, model: ModelInput, index: number): ModelSpec {
  const at = (problem: string) => problem.replace(/^spec\.models\[0\]/, `spec.models[${index}]`);
  const resource = resourceOf(GATEWAY_KIND, name, namespace, { ...gatewaySpecInput(spec), models: [model] });
  const problems = gatewayProblems(resource).filter((p) => p.startsWith('spec.models[0]')).map(at);
  if (problems.length > 0) throw new InvalidResourceError(GATEWAY_KIND, namespace, name, problems);
  const parsed = parseGateway(resource).value?.spec.models[0];
  if (!parsed) throw new Error(`gateway '${name}': spec.models[${index}] could not be parsed`);
  return parsed;
}

function needsCredential(model: ModelSpec): boolean {
  return model.refSecretKey !== undefined || model.credentials?.apiBase !== undefined || model.credentials?.apiVersion !== undefined;
}

/**
 * `<gateway>-<slug>` per entry, whatever the order; names whose slugs meet (`GPT 4`, `gpt-4`) each
 * get a short hash of the name instead of a position (see {@link stableNames}).
 */
function nameEach(gateway: string, names: readonly string[]): string[] {
  return stableNames(names.map((n) => ({ parts: [n], identity: n })), (parts) => dnsName([gateway, ...parts]));
}
