/**
 * The upstream objects of a `proxy` Gateway, in apply order: ProxyInstance, ProxyOrganization,
 * ProxyTeam(s), ProxyCredential(s), ProxyModel(s). Names are `<gateway>` for the instance and
 * `<gateway>-<slug>` for the rest. Every credential is a Secret key reference, one per distinct
 * connection (Secret key, apiBase, apiVersion) the models share.
 */
import { ApiObject, Chart } from 'cdk8s';
import { Construct } from 'constructs';
import { databaseUrlRef, GATEWAY_KIND, parseGateway, type GatewaySpec, type ModelSpec } from '../api/gateway';
import type { SecretKeyRef } from '../api/refs';
import { COMMUNITY, type ClusterFacts, type ResourceInput } from '../plan/types';
import { decideTraceExport } from '../plan/observability';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { dnsName, shortHash, stableNames } from '../meta/names';
import { gatewayKeys } from '../plan/generated-secrets';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import type { GatewayResource } from '../api/resource-input';
import { inChartNamespace } from '../validation/chart-namespace';
import { assertValid, gatewayProblems, InvalidResourceError, resourceOf } from '../validation/resource-problems';
import { secretNameOf, type SecretSource } from '../api/secret-key';
import { modelCredentialsSecretName } from './model-credentials';
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

export { modelCredentialsSecretName };

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
   * Secret `aigw render` lists for the keys (`<name>-keys`, keys `masterKey` and `saltKey`), without a
   * value, and references it: the aigw operator fills it once with random
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
  /** Each connection's credential name: a model added later on the same connection shares it. */
  private readonly credentialByIdentity = new Map<string, string>();
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
    this.generatedSecrets = (keys?.generated ?? []).map((g) => new ApiObject(this, `GeneratedKeys-${g.name}`, { ...g.manifest, metadata: { ...g.manifest.metadata, ownerReferences: undefined } }));
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
    // One ProxyCredential per distinct connection: models naming the same Secret key, apiBase and
    // apiVersion share it (as LiteLLM's credential_list intends), so ten models on one key make one
    // object, not ten, and one API key env var in the proxy. Every credential first, then every
    // model: the apply order the upstream controller expects.
    const connections = credentialConnections(spec.models);
    const credentialNames = nameCredentials(name, connections);
    const credentialOf = new Map<number, string>();
    connections.forEach((connection, c) => {
      this.emitCredential(connection, credentialNames[c], secretName);
      for (const i of connection.models) credentialOf.set(i, credentialNames[c]);
    });
    spec.models.forEach((model, i) => this.emitModel(model, modelNames[i], credentialOf.get(i)));
  }

  /** The parsed, defaulted spec, with the models {@link addModel} added. */
  get spec(): GatewaySpec {
    return this._spec;
  }

  /**
   * Adds a model after construction, as written in `spec.models[]` (the CRD's field names, defaults
   * applied): its ProxyModel, and a ProxyCredential when it has a key or an endpoint no other model
   * has already (one that shares a Secret key, apiBase and apiVersion shares that model's). Throws an
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
    const credentialName = this.credentialFor(parsed.name, all, index);
    this._spec = { ...this._spec, models: all };
    return this.emitModel(parsed, names[index], credentialName);
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

  /**
   * The credential of model `index` of `models` (the spec with it added): the one its connection
   * already has, else a new one; undefined for a model that needs none.
   */
  private credentialFor(modelName: string, models: readonly ModelSpec[], index: number): string | undefined {
    const connections = credentialConnections(models);
    const mine = connections.findIndex((c) => c.models.includes(index));
    if (mine < 0) return undefined;
    const existing = this.credentialByIdentity.get(connections[mine].identity);
    if (existing !== undefined) return existing;
    const names = nameCredentials(this.name, connections);
    const renamed = connections.findIndex((c, k) => k !== mine && this.credentialByIdentity.has(c.identity) && this.credentialByIdentity.get(c.identity) !== names[k]);
    if (renamed >= 0) {
      throw new Error(
        `gateway '${this.name}': model '${modelName}' would rename credential '${this.credentialByIdentity.get(connections[renamed].identity)}' (their object names meet); give its key another name or list the model in the spec`,
      );
    }
    this.emitCredential(connections[mine], names[mine], this.modelCredentialsSecretName);
    return names[mine];
  }

  /** The ProxyCredential of one connection, named `credentialName`. */
  private emitCredential(connection: CredentialConnection, credentialName: string, secretName: string): void {
    this.credentialByIdentity.set(connection.identity, credentialName);
    this._credentials.push(
      new ProxyCredential(this, `Credential-${credentialName}`, {
        metadata: { name: credentialName, namespace: this.namespace },
        spec: {
          instanceRef: { name: this.name },
          credentialName,
          apiKeySecretRef: connection.refSecretKey !== undefined ? { name: secretName, key: connection.refSecretKey } : undefined,
          // Passed through as given, for every provider alike.
          apiBase: connection.apiBase,
          apiVersion: connection.apiVersion,
        },
      }),
    );
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

/** A connection some models share: the Secret key of their API key, their apiBase and apiVersion. */
interface CredentialConnection {
  readonly refSecretKey?: string;
  readonly apiBase?: string;
  readonly apiVersion?: string;
  /** What makes it distinct: two models with the same identity share one credential. */
  readonly identity: string;
  /** Indexes in `spec.models` of the models using it. */
  readonly models: number[];
}

/** The distinct connections of the models that need one, in the order of their first model. */
function credentialConnections(models: readonly ModelSpec[]): CredentialConnection[] {
  const byIdentity = new Map<string, CredentialConnection>();
  models.forEach((model, i) => {
    if (!needsCredential(model)) return;
    const { refSecretKey } = model;
    const { apiBase, apiVersion } = model.credentials ?? {};
    const identity = JSON.stringify([refSecretKey ?? null, apiBase ?? null, apiVersion ?? null]);
    let connection = byIdentity.get(identity);
    if (!connection) byIdentity.set(identity, (connection = { refSecretKey, apiBase, apiVersion, identity, models: [] }));
    connection.models.push(i);
  });
  return [...byIdentity.values()];
}

/**
 * `<gateway>-key-<refSecretKey>` (`<gateway>-endpoint` without a key), plus a short hash of apiBase and
 * apiVersion when either is set: a name follows its connection alone, so adding, removing, renaming or
 * reordering models renames no credential still in use. Keys whose slugs meet (`open_ai`, `open-ai`)
 * each get a short hash of their connection (see {@link stableNames}).
 */
function nameCredentials(gateway: string, connections: readonly CredentialConnection[]): string[] {
  return stableNames(
    connections.map((c) => {
      const endpoint = c.apiBase !== undefined || c.apiVersion !== undefined ? [shortHash(JSON.stringify([c.apiBase ?? null, c.apiVersion ?? null]))] : [];
      return { parts: [...(c.refSecretKey !== undefined ? ['key', c.refSecretKey] : ['endpoint']), ...endpoint], identity: c.identity };
    }),
    (parts) => dnsName([gateway, ...parts]),
  );
}

/**
 * `<gateway>-<slug>` per entry, whatever the order; names whose slugs meet (`GPT 4`, `gpt-4`) each
 * get a short hash of the name instead of a position (see {@link stableNames}).
 */
function nameEach(gateway: string, names: readonly string[]): string[] {
  return stableNames(names.map((n) => ({ parts: [n], identity: n })), (parts) => dnsName([gateway, ...parts]));
}
