/**
 * Organization, Team and Identity: the tenancy of a Gateway as platform objects of their own, each
 * pointing at its Gateway with `spec.gatewayRef` (same namespace); `spec.type` says what they are
 * provisioned in (`gateway`, the default and only value). Parsed once into typed,
 * defaulted values; every bad field is named. Contract: docs/platform-objects.md.
 */
import type { ResourceInput } from '../plan/types';
import { budgetDuration } from './gateway';
import type { ParseResult } from './guardrail';
import { parseMetadata, type ObjectMeta } from './metadata';
import { FieldErrors, SpecReader } from './reader';
import { parseLocalRef, type LocalRef } from './refs';

export const ORGANIZATION_KIND = 'Organization';
export const TEAM_KIND = 'Team';
export const IDENTITY_KIND = 'Identity';

export const IDENTITY_ROLES = ['viewer', 'operator', 'admin'] as const;
export type IdentityRole = (typeof IDENTITY_ROLES)[number];
export const DEFAULT_IDENTITY_ROLE: IdentityRole = 'viewer';

/**
 * `spec.type` of an Organization, Team or Identity: what it is provisioned in. `gateway` (the
 * Gateway named by `gatewayRef`, of type alt) is the default and, for now, the only value; the
 * field exists so manifests can say so and other targets can be added without a new field.
 */
export const TENANT_TYPES = ['gateway'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];
export const DEFAULT_TENANT_TYPE: TenantType = 'gateway';

/** `spec` of an Organization (the platform object; a Gateway's own `spec.organization` is `OrganizationSpec`). */
export interface PlatformOrganizationSpec {
  /** Default `gateway`. */
  readonly type: TenantType;
  readonly gatewayRef: LocalRef;
  /** Default: metadata.name. */
  readonly displayName: string;
  readonly maxBudget?: number;
  readonly budgetDuration?: string;
  readonly rpmLimit?: number;
  readonly tpmLimit?: number;
}

/** `spec` of a Team (the platform object; a Gateway's `spec.teams[]` entry is `TeamSpec`). */
export interface PlatformTeamSpec {
  /** Default `gateway`. */
  readonly type: TenantType;
  readonly gatewayRef: LocalRef;
  /** Default: metadata.name. */
  readonly displayName: string;
  /** Default: the Gateway's own organization, if it has one. */
  readonly organizationRef?: LocalRef;
  /** Identity names, unique. */
  readonly members: readonly string[];
  readonly maxBudgetMonthly?: number;
  readonly budgetDuration?: string;
}

export interface IdentityBudget {
  readonly maxBudget?: number;
  readonly budgetDuration?: string;
}

export interface IdentitySpec {
  /** Default `gateway`. */
  readonly type: TenantType;
  readonly gatewayRef: LocalRef;
  readonly email: string;
  /** Default: metadata.name. */
  readonly displayName: string;
  readonly role: IdentityRole;
  /** Default: the Gateway's own organization, if it has one. */
  readonly organizationRef?: LocalRef;
  /** Not applied on alt: membership is the Team's `members`. */
  readonly teamRefs: readonly LocalRef[];
  /** Not applied on alt: a per-user cap is an AltBudget with `scope: user`. */
  readonly budget?: IdentityBudget;
}

export interface Tenant<S> {
  readonly metadata: ObjectMeta;
  readonly spec: S;
}
export type Organization = Tenant<PlatformOrganizationSpec>;
export type Team = Tenant<PlatformTeamSpec>;
export type Identity = Tenant<IdentitySpec>;

const EMAIL = /^[^@\s]+@[^@\s]+$/;

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function gatewayRefOf(r: SpecReader): LocalRef | undefined {
  return parseLocalRef(r.object('gatewayRef', { required: true }));
}

/** `spec.type`, defaulted; undefined when set to something else (the reader names the field). */
function typeOf(r: SpecReader): TenantType | undefined {
  return r.enum('type', TENANT_TYPES) ?? (r.has('type') ? undefined : DEFAULT_TENANT_TYPE);
}

function parse<S>(resource: ResourceInput, read: (r: SpecReader, metadata: ObjectMeta) => S | undefined): ParseResult<Tenant<S>> {
  const errors = new FieldErrors();
  const metadata = parseMetadata(resource, errors);
  const spec = read(SpecReader.of(resource.spec, 'spec', errors, { required: true }), metadata);
  return spec !== undefined && errors.empty ? { value: { metadata, spec }, metadata, errors } : { metadata, errors };
}

export function parseOrganization(resource: ResourceInput): ParseResult<Organization> {
  return parse(resource, (r, metadata) => {
    const type = typeOf(r);
    const gatewayRef = gatewayRefOf(r);
    const spec = defined({
      displayName: r.string('displayName') ?? metadata.name,
      maxBudget: r.number('maxBudget', { min: 0 }),
      budgetDuration: budgetDuration(r, 'budgetDuration'),
      rpmLimit: r.int('rpmLimit', { min: 0 }),
      tpmLimit: r.int('tpmLimit', { min: 0 }),
    });
    return type && gatewayRef ? { type, gatewayRef, ...spec } : undefined;
  });
}

export function parseTeam(resource: ResourceInput): ParseResult<Team> {
  return parse(resource, (r, metadata) => {
    const type = typeOf(r);
    const gatewayRef = gatewayRefOf(r);
    const members = r.strings('members') ?? [];
    const seen = new Set<string>();
    members.forEach((m, i) => {
      if (m.length === 0) r.errors.add(`${r.at('members')}[${i}]`, 'must not be empty');
      else if (seen.has(m)) r.errors.add(`${r.at('members')}[${i}]`, `duplicates member ${JSON.stringify(m)}`);
      seen.add(m);
    });
    const spec = defined({
      displayName: r.string('displayName') ?? metadata.name,
      organizationRef: parseLocalRef(r.object('organizationRef')),
      members,
      maxBudgetMonthly: r.number('maxBudgetMonthly', { min: 0 }),
      budgetDuration: budgetDuration(r, 'budgetDuration'),
    });
    return type && gatewayRef ? { type, gatewayRef, ...spec } : undefined;
  });
}

export function parseIdentity(resource: ResourceInput): ParseResult<Identity> {
  return parse(resource, (r, metadata) => {
    const type = typeOf(r);
    const gatewayRef = gatewayRefOf(r);
    const email = r.string('email', { required: true });
    if (email !== undefined && !EMAIL.test(email)) r.error('email', `must be an email address, got ${JSON.stringify(email)}`);
    const b = r.object('budget');
    const budget = b.present ? defined({ maxBudget: b.number('maxBudget', { min: 0 }), budgetDuration: budgetDuration(b, 'budgetDuration') }) : undefined;
    const spec = defined({
      displayName: r.string('displayName') ?? metadata.name,
      role: r.enum('role', IDENTITY_ROLES) ?? DEFAULT_IDENTITY_ROLE,
      organizationRef: parseLocalRef(r.object('organizationRef')),
      teamRefs: r.objects('teamRefs').map(parseLocalRef).filter((t): t is LocalRef => t !== undefined),
      budget,
    });
    return type && gatewayRef && email !== undefined ? { type, gatewayRef, email, ...spec } : undefined;
  });
}
