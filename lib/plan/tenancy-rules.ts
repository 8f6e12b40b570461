/**
 * The rules an Organization, Team or Identity must meet on its Gateway, in the words of its Ready
 * (and MembersResolved) condition: the Gateway exists and is `alt`, a named Organization is on the
 * same Gateway, a Team's members are Identities on it. plan() and the tenancy constructs both apply
 * them, so a construct refuses with render's message. Pure.
 */

/** Reasons of the conditions of Organization, Team and Identity. */
export const TenancyReason = Object.freeze({
  Reconciled: 'Reconciled',
  InvalidSpec: 'InvalidSpec',
  GatewayNotFound: 'GatewayNotFound',
  /** The Gateway exists but its own spec is invalid: what it runs is unknown. */
  GatewayNotReady: 'GatewayNotReady',
  /** The Gateway is type proxy: these kinds are planned on alt gateways only. */
  GatewayTypeRefused: 'GatewayTypeRefused',
  MultiTenancyUnlicensed: 'MultiTenancyUnlicensed',
  OrganizationNotFound: 'OrganizationNotFound',
  /** Applied; the AltUser does not report Synced yet. */
  UserNotSynced: 'UserNotSynced',
  /** A Team's member names no Identity on the same Gateway. */
  MemberNotFound: 'MemberNotFound',
  AllFeaturesSupported: 'AllFeaturesSupported',
  UnsupportedByBackend: 'UnsupportedByBackend',
});

export interface Problem {
  readonly reason: string;
  readonly message: string;
}

/** `spec.gatewayRef` names no Gateway. */
export function tenantGatewayNotFound(namespace: string, gateway: string): Problem {
  return { reason: TenancyReason.GatewayNotFound, message: `spec.gatewayRef: Gateway ${namespace}/${gateway} does not exist` };
}

/** `spec.gatewayRef` names a Gateway of another type than `alt`. */
export function tenantGatewayTypeRefused(kind: string, namespace: string, gateway: string, type: string): Problem {
  return {
    reason: TenancyReason.GatewayTypeRefused,
    message: `spec.gatewayRef: Gateway ${namespace}/${gateway} is type ${type}; a ${kind} is provisioned on alt gateways only`,
  };
}

/** `spec.organizationRef` names no usable Organization (`invalid`: it exists with an invalid spec). */
export function tenantOrganizationNotFound(namespace: string, organization: string, invalid: boolean): Problem {
  return { reason: TenancyReason.OrganizationNotFound, message: `spec.organizationRef: Organization ${namespace}/${organization} ${invalid ? 'has an invalid spec' : 'does not exist'}` };
}

/** `spec.organizationRef` names an Organization of another Gateway. */
export function tenantOrganizationElsewhere(namespace: string, organization: string, itsGateway: string, gateway: string): Problem {
  return {
    reason: TenancyReason.OrganizationNotFound,
    message: `spec.organizationRef: Organization ${namespace}/${organization} is on Gateway ${itsGateway}, not ${gateway}`,
  };
}

/** A Team's `members` naming no Identity on its Gateway (left out by plan() until they exist). */
export function teamMembersMissing(namespace: string, gateway: string, missing: readonly string[]): Problem {
  const one = missing.length === 1;
  return {
    reason: TenancyReason.MemberNotFound,
    message: `spec.members: ${missing.join(', ')} name${one ? 's' : ''} no Identity on Gateway ${namespace}/${gateway}; left out until ${one ? 'it exists' : 'they exist'}`,
  };
}
