/**
 * Every reason `aigw render` refuses a Guardrail or a Gateway, in render's words: the CRD schema
 * first (unknown fields, types, enums, patterns: render's default `--validate strict` stops there),
 * then the spec's parser and the gateway type's up-front rejections, exactly as `plan()` applies
 * them. The constructs call these, so a construct refuses what render refuses, with the same
 * `path: message`.
 */
import { GATEWAY_KIND, parseGateway } from '../api/gateway';
import { GUARDRAIL_KIND, parseGuardrail } from '../api/guardrail';
import type { FieldError } from '../api/reader';
import { altProviderConflicts } from '../alt/alt-provider-rule';
import { altRejections } from '../alt/alt-rules';
import { PLATFORM_API_VERSION } from '../meta/groups';
import { proxyRejections } from '../proxy/proxy-rules';
import type { ResourceInput } from '../plan/types';
import type { PlatformEnvironment } from '../platform/platform-config';
import { schemaProblems } from './crd-schemas';

/** How the problems are checked. */
export interface ProblemOptions {
  /**
   * Report unknown fields. Off for typed props, whose names the compiler checks and whose parsed
   * form carries no field the CRD lacks; on for raw resources, where a typo is the usual mistake.
   *
   * @default true
   */
  readonly unknownFields?: boolean;
  /**
   * The cluster's environment (its PlatformConfig `spec.environment`): `production` refuses
   * `spec.alt.jwt.insecureSkipVerify`, as plan() does.
   *
   * @default - none declared
   */
  readonly environment?: PlatformEnvironment;
}

const line = (e: FieldError) => `${e.path}: ${e.message}`;

function schemaLines(resource: ResourceInput, options: ProblemOptions): string[] {
  const unknownFields = options.unknownFields ?? true;
  return schemaProblems(resource)
    .filter((p) => unknownFields || p.message !== 'unknown field')
    .map(line);
}

/**
 * `resource` with `apiVersion` and `kind` filled in when left out (so the schema check is never
 * skipped), or the problem render names when they are another kind's.
 */
function ofKind(resource: ResourceInput, kind: string): { resource: ResourceInput; problems: string[] } {
  const problems: string[] = [];
  if (resource.apiVersion !== undefined && resource.apiVersion !== PLATFORM_API_VERSION) {
    problems.push(`apiVersion: must be ${PLATFORM_API_VERSION}, got ${JSON.stringify(resource.apiVersion)}`);
  }
  if (resource.kind !== undefined && resource.kind !== kind) problems.push(`kind: must be ${kind}, got ${JSON.stringify(resource.kind)}`);
  return { resource: { ...resource, apiVersion: PLATFORM_API_VERSION, kind }, problems };
}

/**
 * What render refuses in a resource of `kind` whose spec alone decides (schema, then `parse`'s
 * field errors): `path: message` each; empty when it renders.
 */
export function specProblems(input: ResourceInput, kind: string, parse: (r: ResourceInput) => { readonly errors: { readonly list: readonly FieldError[] } }, options: ProblemOptions = {}): string[] {
  const { resource, problems } = ofKind(input, kind);
  if (problems.length > 0) return problems;
  const schema = schemaLines(resource, options);
  if (schema.length > 0) return schema;
  return parse(resource).errors.list.map(line);
}

/** What render refuses in a Guardrail resource: `path: message` each; empty when it renders. */
export function guardrailProblems(input: ResourceInput, options: ProblemOptions = {}): string[] {
  return specProblems(input, GUARDRAIL_KIND, parseGuardrail, options);
}

/**
 * What render refuses in a Gateway resource: schema, parse errors, then the type's rejections
 * (`proxy`: SSO logins LiteLLM cannot do; `alt`: the spec's "rejected up front" list).
 */
export function gatewayProblems(input: ResourceInput, options: ProblemOptions = {}): string[] {
  const { resource, problems } = ofKind(input, GATEWAY_KIND);
  if (problems.length > 0) return problems;
  const schema = schemaLines(resource, options);
  if (schema.length > 0) return schema;
  const parsed = parseGateway(resource);
  if (!parsed.value) return parsed.errors.list.map(line);
  const gateway = parsed.value;
  return gateway.spec.type === 'alt' ? [...altRejections(gateway, options.environment), ...altProviderConflicts(gateway)].map((v) => v.message) : proxyRejections(gateway);
}

/** A platform resource (Guardrail, Gateway, ChatUI, ...) in the CRD's shape, for checking typed props. */
export function resourceOf(kind: string, name: string, namespace: string, spec: Record<string, unknown>): ResourceInput {
  return { apiVersion: PLATFORM_API_VERSION, kind, metadata: { name, namespace }, spec };
}

/** Thrown by a construct's `fromResource` when render would refuse the resource. */
export class InvalidResourceError extends Error {
  /** `path: message` each, as render prints them. */
  readonly problems: readonly string[];

  constructor(kind: string, namespace: string, name: string, problems: readonly string[]) {
    super(`invalid ${kind} ${namespace}/${name}: ${problems.join('; ')}`);
    this.name = 'InvalidResourceError';
    this.problems = problems;
  }
}

/** `namespace` and `name` of a raw resource as render names it (`default` when unset). */
export function identityOf(resource: ResourceInput): { namespace: string; name: string } {
  const md = resource.metadata ?? {};
  return { namespace: typeof md.namespace === 'string' ? md.namespace : 'default', name: typeof md.name === 'string' ? md.name : '' };
}

/** Throws {@link InvalidResourceError} when `problems` is not empty. */
export function assertValid(resource: ResourceInput, kind: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const { namespace, name } = identityOf(resource);
  throw new InvalidResourceError(kind, namespace, name, problems);
}
