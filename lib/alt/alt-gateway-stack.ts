/**
 * Everything an alt gateway is made of, in apply order: the owned storage Secret (and config seed,
 * theme pack, authorization service), then AltInstance, AltOrganization, AltBudget (org caps),
 * AltTeam(s) and their budgets, AltProvider(s), AltModel(s), AltModelAccess, AltEnterpriseConfig,
 * the guardrail wiring and, when asked, the Ingress to the API Service. Usable on its own in any cdk8s app; plan() maps a Gateway onto these props.
 */
import { Construct } from 'constructs';
import { AltGuardrailWiring, type AltGuardrailItemOptions } from '../guardrail/alt-guardrail-wiring';
import { AltBranding } from './alt-branding';
import { AltEnterprise, type AltScimOptions, type AltSsoOptions } from './alt-enterprise';
import { AltGatewayInstance, type AltGatewayInstanceProps, type KeyRef } from './alt-gateway-instance';
import { AltIngress, type AltIngressProps } from './alt-ingress';
import { AltModelAccessPolicy, type AltModelAccessPolicyProps } from './alt-model-access-policy';
import { AltModelCatalog, type AltModelOptions } from './alt-model-catalog';
import { AltTenancy, type AltOrganizationOptions, type AltTeamOptions } from './alt-tenancy';
import { altStackProblems } from '../validation/alt-stack-problems';
import { Chart } from 'cdk8s';

export interface AltBrandingOptions {
  /** Emit the built-in theme pack (`<gateway>-branding`) and apply it. @default false */
  readonly builtin?: boolean;
  /** Your own pack, applied instead of the built-in one. @default - none */
  readonly configMapRef?: KeyRef;
}

export interface AltGatewayStackProps {
  /** The Gateway's name: the AltInstance's name and every child's prefix. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  readonly instance: Omit<AltGatewayInstanceProps, 'gateway' | 'namespace' | 'env' | 'branding'>;
  /** @default - no organization */
  readonly organization?: AltOrganizationOptions;
  /** @default [] */
  readonly teams?: readonly AltTeamOptions[];
  /** @default [] */
  readonly models?: readonly AltModelOptions[];
  /** Needs `organization`. @default - no model ACL */
  readonly modelAccess?: Omit<AltModelAccessPolicyProps, 'gateway' | 'namespace' | 'organizationName'>;
  /** @default - no SSO */
  readonly sso?: AltSsoOptions;
  /** @default - no SCIM */
  readonly scim?: AltScimOptions;
  /** @default - no theme pack */
  readonly branding?: AltBrandingOptions;
  /** Guardrail items in chain order. @default [] */
  readonly guardrails?: readonly AltGuardrailItemOptions[];
  /** Expose the API Service through an Ingress. @default - in-cluster only */
  readonly ingress?: Omit<AltIngressProps, 'gateway' | 'namespace'>;
}

export class AltGatewayStack extends Construct {
  readonly instance: AltGatewayInstance;
  readonly tenancy: AltTenancy;
  readonly catalog: AltModelCatalog;
  readonly modelAccess?: AltModelAccessPolicy;
  readonly enterprise?: AltEnterprise;
  readonly guardrailWiring?: AltGuardrailWiring;
  readonly ingress?: AltIngress;

  constructor(scope: Construct, id: string, props: AltGatewayStackProps) {
    super(scope, id);
    const { gateway, namespace } = props;
    // The Gateway's own rules for the fields these props carry, checked at synth with render's messages.
    this.node.addValidation({ validate: () => altStackProblems(props, namespace ?? Chart.of(this).namespace ?? 'default') });
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
      this.guardrailWiring = new AltGuardrailWiring(this, 'Guardrails', { gateway, namespace, items: props.guardrails });
    }
    if (props.ingress) this.ingress = new AltIngress(this, 'Ingress', { ...props.ingress, gateway, namespace });
  }
}
