/** The org-rooted model ACL of an alt gateway: one AltModelAccess on the gateway's organization. */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import { childName } from './names';

export interface AltModelAccessPolicyProps {
  /** The gateway (and AltInstance) name; the object is `<gateway>-model-access`. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** The AltOrganization the ACL is rooted at. Required: model access is org-rooted. */
  readonly organizationName: string;
  /** @default - the gateway's own default */
  readonly openByDefault?: boolean;
  /** @default - the gateway's own default */
  readonly fallbackMode?: string;
  /** Grants; each has `models`, other fields pass through as given. @default [] */
  readonly grants?: readonly Readonly<Record<string, unknown>>[];
}

export class AltModelAccessPolicy extends Construct {
  readonly name: string;

  constructor(scope: Construct, id: string, props: AltModelAccessPolicyProps) {
    super(scope, id);
    if (!props.organizationName) {
      throw new Error(`model access is org-rooted and needs an organization (gateway '${props.gateway}')`);
    }
    this.name = childName(props.gateway, 'model-access');
    new alt.AltModelAccess(this, 'Resource', {
      metadata: { name: this.name, namespace: props.namespace },
      spec: {
        instanceRef: { name: props.gateway },
        organizationRef: { name: props.organizationName },
        ...(props.openByDefault !== undefined ? { openByDefault: props.openByDefault } : {}),
        ...(props.fallbackMode !== undefined ? { fallbackMode: props.fallbackMode } : {}),
        grants: (props.grants ?? []).map((g) => ({ ...g })),
      },
    });
  }
}
