/**
 * The organization a Team or Identity joins: the Organization it names, which must be on the same
 * gateway and in the same namespace, else the gateway's own organization, if it has one; in
 * render's words when it is not there.
 */
import type { IConstruct } from 'constructs';
import type { AltGatewayStack } from '../alt/alt-gateway-stack';
import { tenantOrganizationElsewhere, tenantOrganizationNotFound } from '../plan/tenancy-rules';
import { InvalidResourceError } from '../validation/resource-problems';
import { findInApp } from './in-app';
import { OrganizationRelease } from './organization-release';

/** The AltOrganization joined. */
export function tenantOrganizationName(gateway: AltGatewayStack, organization: OrganizationRelease | undefined): string | undefined {
  return organization ? organization.organizationName : gateway.tenancy.organizationName;
}

/** What render refuses in `organization` for an object of `namespace` on `gateway`. */
export function organizationProblems(namespace: string, gateway: AltGatewayStack, organization: OrganizationRelease | undefined): string[] {
  if (!organization) return [];
  if (organization.namespace !== namespace) return [tenantOrganizationNotFound(namespace, organization.name, false).message];
  if (organization.gateway !== gateway) return [tenantOrganizationElsewhere(namespace, organization.name, organization.gateway.name, gateway.name).message];
  return [];
}

/** The app's Organization `namespace/organization`; throws an `InvalidResourceError` when there is none. */
export function resolveOrganizationRef(scope: IConstruct, kind: string, namespace: string, name: string, organization: string): OrganizationRelease {
  const found = findInApp(scope, (c): c is OrganizationRelease => c instanceof OrganizationRelease && c.namespace === namespace && c.name === organization)[0];
  if (found) return found;
  throw new InvalidResourceError(kind, namespace, name, [tenantOrganizationNotFound(namespace, organization, false).message]);
}
