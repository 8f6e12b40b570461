/**
 * The plan of an Identity on an alt Gateway: an AltUser whose console password is a Secret the
 * operator generates (`<identity>-console-password`, key `password`; plan() never sees its value),
 * Ready only once the AltUser reports Synced (`facts.userSynced`). `teamRefs` and `budget` are not
 * applied on alt and are listed in `status.unsupportedFeatures`.
 */
import { AltUserAccount } from '../alt/alt-tenants';
import { UNSUPPORTED_REASONS, type UnsupportedFeature } from '../alt/alt-unsupported';
import { IDENTITY_KIND, parseIdentity, type IdentitySpec } from '../api/tenancy';
import type { Owner } from '../meta/labels';
import { generatedSecretFor, generatedSecretName } from './generated-secrets';
import { newChart, synth } from './synth';
import { isProblem, ownerOfTenant, refusedTenant, resolveAltGateway, resolveOrganization, TenancyReason, tenantPlan } from './tenancy';
import type { ClusterFacts, GeneratedSecret, Plan, ResourceInput } from './types';

/** Key of the generated console password in its Secret. */
export const CONSOLE_PASSWORD_KEY = 'password';
/** Bytes of randomness in a console password (192 bits, 32 characters in base64url). */
export const CONSOLE_PASSWORD_BYTES = 24;

/** The Secret holding an Identity's console password. */
export function consolePasswordSecretName(identity: string): string {
  return generatedSecretName(identity, 'console-password');
}

/** The fields of an Identity an alt gateway does not apply (listed in `status.unsupportedFeatures`). */
export function identityUnsupportedFeatures(spec: Pick<IdentitySpec, 'teamRefs' | 'budget'>): UnsupportedFeature[] {
  const out: UnsupportedFeature[] = [];
  if (spec.teamRefs.length > 0) out.push({ field: 'spec.teamRefs', reason: UNSUPPORTED_REASONS.identityTeamRefs });
  if (spec.budget !== undefined) out.push({ field: 'spec.budget', reason: UNSUPPORTED_REASONS.identityBudget });
  return out;
}

/** The console password Secret the operator generates for the Identity `owner` names (never a value). */
export function consolePasswordSecret(owner: Owner): GeneratedSecret {
  const { namespace, name } = owner;
  return generatedSecretFor(owner, {
    namespace,
    name: consolePasswordSecretName(name),
    keys: [{ key: CONSOLE_PASSWORD_KEY, bytes: CONSOLE_PASSWORD_BYTES, encoding: 'base64url', purpose: `console password of Identity ${namespace}/${name}` }],
    // The password is the user's: it goes with the Identity.
    deleteWithOwner: true,
  });
}

export function planIdentity(resource: ResourceInput, facts: ClusterFacts): Plan {
  const parsed = parseIdentity(resource);
  const gen = parsed.metadata.generation;
  if (!parsed.value) return refusedTenant(gen, { reason: TenancyReason.InvalidSpec, message: `invalid spec: ${parsed.errors.toString()}` });
  const identity = parsed.value;
  const { namespace, name } = identity.metadata;
  const { spec } = identity;
  const target = resolveAltGateway(IDENTITY_KIND, namespace, spec.gatewayRef, facts);
  if (isProblem(target)) return refusedTenant(gen, target);
  const gatewayName = target.gateway.metadata.name;
  const organization = resolveOrganization(namespace, spec.organizationRef, target.gateway, facts);
  if (isProblem(organization)) return refusedTenant(gen, organization);

  const owner = ownerOfTenant(IDENTITY_KIND, identity);
  const password = consolePasswordSecret(owner);
  const passwordSecretRef = { name: password.name, key: CONSOLE_PASSWORD_KEY };
  const chart = newChart(namespace);
  const user = new AltUserAccount(chart, 'User', {
    instance: gatewayName,
    name,
    displayName: spec.displayName,
    email: spec.email,
    role: spec.role,
    organization: organization.name,
    passwordSecretRef,
  });
  const synced = facts.userSynced === true;
  return tenantPlan({
    gen,
    owner,
    objects: synth(chart),
    readyMessage: `AltUser ${user.userName} is Synced on alt gateway ${gatewayName}`,
    ...(synced
      ? {}
      : {
          waiting: {
            reason: TenancyReason.UserNotSynced,
            message: `AltUser ${user.userName} on alt gateway ${gatewayName} does not report Synced ${facts.userSynced === false ? '(Synced=False)' : 'yet'}`,
          },
        }),
    unsupported: identityUnsupportedFeatures(identity.spec),
    status: { userName: user.userName, passwordSecretRef, synced },
    generatedSecrets: [password],
  });
}
