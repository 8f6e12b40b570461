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
import type { ResourceInput } from '../plan/types';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { dnsName, shortHash, stableNames } from '../meta/names';
import { gatewayKeys } from '../plan/generated-secrets';
import { offlineStatus, type OfflineStatus, type OfflineStatusOptions } from '../validation/offline-status';
import type { GatewayResource } from '../api/resource-input';
import { inChartNamespace } from '../validation/chart-namespace';
import { assertValid, gatewayProblems, resourceOf } from '../validation/resource-problems';
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
   * The Secret holding the model API keys (`models[].refSecretKey` are its keys).
   *
   * @default `<name>-model-credentials`
   */
  readonly modelCredentialsSecret?: string;
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
  static fromResource(scope: Construct, id: string, input: GatewayResource | ResourceInput, options: Omit<ProxyGatewayStackProps, 'name' | 'spec'> = {}) {
    const resource = inChartNamespace(scope, input as ResourceInput);
    assertValid(resource, GATEWAY_KIND, gatewayProblems(resource));
    const parsed = parseGateway(resource);
    if (!parsed.value) throw new Error(`invalid Gateway '${parsed.metadata.name}': ${parsed.errors.toString()}`);
    return new ProxyGatewayStack(scope, id, {
      name: parsed.value.metadata.name,
      namespace: options.namespace ?? parsed.value.metadata.namespace,
      spec: parsed.value.spec,
      ...options,
    });
  }

  /** The gateway URL: the public origin with ingress, else in-cluster. */
  readonly url: string;
  readonly instance: ProxyInstance;
  readonly organization?: ProxyOrganization;
  readonly teams: readonly ProxyTeam[];
  readonly credentials: readonly ProxyCredential[];
  readonly models: readonly ProxyModel[];
  /**
   * The key Secrets this stack emits (no data) when {@link ProxyGatewayStackProps.generatedKeys} is
   * not given and the spec references no Secret for a key; empty otherwise.
   */
  readonly generatedSecrets: readonly ApiObject[];

  constructor(scope: Construct, id: string, props: ProxyGatewayStackProps) {
    super(scope, id);
    const { spec, name } = props;
    if (spec.type !== 'proxy') throw new Error(`ProxyGatewayStack renders type proxy only, got '${spec.type}' (gateway '${name}')`);
    const namespace = props.namespace ?? Chart.of(this).namespace ?? 'default';
    // Typed props skip the parser; the same rules run at synth, with render's messages.
    this.node.addValidation({ validate: () => gatewayProblems(resourceOf(GATEWAY_KIND, name, namespace, gatewaySpecInput(spec)), { unknownFields: false }) });
    const multiTenancy = props.multiTenancy ?? true;
    const secretName = props.modelCredentialsSecret ?? modelCredentialsSecretName(name);
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
    // One ProxyCredential per distinct connection: models naming the same Secret key, apiBase and
    // apiVersion share it (as LiteLLM's credential_list intends), so ten models on one key make one
    // object, not ten, and one API key env var in the proxy.
    const connections = credentialConnections(spec.models);
    const credentialNames = nameCredentials(name, connections);
    const credentialOf = new Map<number, string>();
    this.credentials = connections.map((connection, c) => {
      const credentialName = credentialNames[c];
      for (const i of connection.models) credentialOf.set(i, credentialName);
      return new ProxyCredential(this, `Credential-${credentialName}`, {
        metadata: meta(credentialName),
        spec: {
          instanceRef,
          credentialName,
          apiKeySecretRef: connection.refSecretKey !== undefined ? { name: secretName, key: connection.refSecretKey } : undefined,
          // Passed through as given, for every provider alike.
          apiBase: connection.apiBase,
          apiVersion: connection.apiVersion,
        },
      });
    });
    this.models = spec.models.map(
      (model, i) =>
        new ProxyModel(this, `Model-${modelNames[i]}`, {
          metadata: meta(modelNames[i]),
          spec: {
            instanceRef,
            modelName: model.modelName,
            litellmParams: {
              model: model.model,
              litellmCredentialName: credentialOf.get(i),
              rpm: model.rpm,
              tpm: model.tpm,
              timeout: model.timeout,
              maxTokens: model.maxTokens,
            },
            modelInfo: { displayName: model.name },
          },
        }),
    );
  }

  /** Every object of the stack, in apply order. */
  get apiObjects(): ApiObject[] {
    return [...this.generatedSecrets, this.instance, ...(this.organization ? [this.organization] : []), ...this.teams, ...this.credentials, ...this.models];
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
