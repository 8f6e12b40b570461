/**
 * The Enterprise modules of an alt gateway (SSO and SCIM) as one AltEnterpriseConfig. Secrets never
 * go into it: the OIDC client secret and the SCIM token are projected onto the gateway pods as env
 * vars (see {@link ALT_ENV}) and the config names those vars.
 */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import { ALT_ENV, type KeyRef } from './alt-gateway-instance';
import { childName } from './names';

/** Path of the OAuth callback on an alt gateway, appended to the public origin. */
export const ALT_SSO_CALLBACK_PATH = '/alt/ui/v1/ee/sso/callback';

export type AltSsoProvider = 'generic-oidc' | 'idp-a' | 'idp-b' | 'idp-c';
export type AltConsoleRole = 'viewer' | 'operator' | 'admin';
export type AltOrgSource = 'alt' | 'enterprise' | 'none';

export interface AltSsoOptions {
  /** @default 'generic-oidc' */
  readonly provider?: AltSsoProvider;
  readonly providerName?: string;
  readonly issuerUrl?: string;
  readonly tenantId?: string;
  /**
   * The OAuth client id as a plain value (it is public). When it is only in a Secret, set
   * `clientIdSecretRef` instead and the gateway reads it from there.
   */
  readonly clientId?: string;
  readonly clientIdSecretRef?: KeyRef;
  /** Projected onto the pods as env `ALT_EE_OIDC_CLIENT_SECRET`. */
  readonly clientSecretRef: KeyRef;
  readonly authorizationEndpoint?: string;
  readonly tokenEndpoint?: string;
  readonly userinfoEndpoint?: string;
  /** @default ['openid', 'profile', 'email'] */
  readonly scopes?: readonly string[];
  /** `https://<host>`; the callback is this plus {@link ALT_SSO_CALLBACK_PATH}. @default - no callback */
  readonly publicOrigin?: string;
}

export interface AltScimOptions {
  /** While false the SCIM endpoints answer 404. @default true */
  readonly enabled?: boolean;
  /** The bearer token the IdP presents; projected onto the pods as env `ALT_EE_SCIM_TOKEN`. */
  readonly tokenSecretRef: KeyRef;
  /** @default - the gateway's own default */
  readonly defaultRole?: AltConsoleRole;
  /** @default - the gateway's own default */
  readonly defaultOrgId?: string;
  /** @default - the gateway's own default */
  readonly orgSource?: AltOrgSource;
  /** IdP group -> console role; replaced wholesale on every apply. @default {} */
  readonly roleMap?: Readonly<Record<string, string>>;
  /** IdP value -> organization id; replaced wholesale on every apply. @default {} */
  readonly orgMap?: Readonly<Record<string, string>>;
}

export interface AltEnterpriseProps {
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default - no SSO */
  readonly sso?: AltSsoOptions;
  /** @default - no SCIM */
  readonly scim?: AltScimOptions;
}

export class AltEnterprise extends Construct {
  /** The env vars an AltInstance projects for these modules: Secret references only. */
  static envFor(props: Pick<AltEnterpriseProps, 'sso' | 'scim'>): { readonly name: string; readonly secretKeyRef: KeyRef }[] {
    const env: { name: string; secretKeyRef: KeyRef }[] = [];
    if (props.sso) env.push({ name: ALT_ENV.oidcClientSecret, secretKeyRef: { ...props.sso.clientSecretRef } });
    if (props.scim) env.push({ name: ALT_ENV.scimToken, secretKeyRef: { ...props.scim.tokenSecretRef } });
    return env;
  }

  readonly name: string;
  /** The env vars the AltInstance must project for this config. */
  readonly env: readonly { readonly name: string; readonly secretKeyRef: KeyRef }[];
  /** The OAuth callback URL, when there is a public origin. */
  readonly callbackUrl?: string;

  constructor(scope: Construct, id: string, props: AltEnterpriseProps) {
    super(scope, id);
    if (!props.sso && !props.scim) {
      throw new Error(`an enterprise config needs sso or scim (gateway '${props.gateway}')`);
    }
    if (props.sso && props.sso.clientId === undefined && !props.sso.clientIdSecretRef) {
      throw new Error(`sso needs clientId or clientIdSecretRef (gateway '${props.gateway}')`);
    }
    this.name = childName(props.gateway, 'enterprise');
    const sso = props.sso;
    const scim = props.scim;
    this.env = AltEnterprise.envFor(props);
    if (sso?.publicOrigin) this.callbackUrl = `${sso.publicOrigin.replace(/\/+$/, '')}${ALT_SSO_CALLBACK_PATH}`;

    new alt.AltEnterpriseConfig(this, 'Resource', {
      metadata: { name: this.name, namespace: props.namespace },
      spec: {
        instanceRef: { name: props.gateway },
        ...(sso
          ? {
              sso: {
                provider: (sso.provider ?? 'generic-oidc') as alt.AltEnterpriseConfigSpecSsoProvider,
                ...opt('providerName', sso.providerName),
                ...opt('issuerUrl', sso.issuerUrl),
                ...opt('tenantId', sso.tenantId),
                ...opt('clientId', sso.clientId),
                ...(sso.clientId === undefined && sso.clientIdSecretRef ? { clientIdSecretRef: { ...sso.clientIdSecretRef } } : {}),
                clientSecretEnv: ALT_ENV.oidcClientSecret,
                ...opt('authorizationEndpoint', sso.authorizationEndpoint),
                ...opt('tokenEndpoint', sso.tokenEndpoint),
                ...opt('userinfoEndpoint', sso.userinfoEndpoint),
                scopes: [...(sso.scopes ?? ['openid', 'profile', 'email'])],
                ...opt('callbackUrl', this.callbackUrl),
              },
            }
          : {}),
        ...(scim
          ? {
              scim: {
                enabled: scim.enabled ?? true,
                tokenEnv: ALT_ENV.scimToken,
                ...(scim.defaultRole ? { defaultRole: scim.defaultRole as alt.AltEnterpriseConfigSpecScimDefaultRole } : {}),
                ...opt('defaultOrgId', scim.defaultOrgId),
                ...(scim.orgSource ? { orgSource: scim.orgSource as alt.AltEnterpriseConfigSpecScimOrgSource } : {}),
                // Always written, empty included, so a removed entry is removed upstream too.
                roleMap: { ...(scim.roleMap ?? {}) },
                orgMap: { ...(scim.orgMap ?? {}) },
              },
            }
          : {}),
      },
    });
  }
}

function opt<K extends string>(key: K, value: string | undefined): { [k in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [k in K]?: string };
}
