/**
 * What Organization, Team and Identity constructs share: checking their own spec as render does,
 * resolving `spec.gatewayRef` of a raw resource to the app's alt gateway stack, and the rules on
 * that gateway, in render's words.
 */
import type { IConstruct } from 'constructs';
import { AltGatewayStack } from '../alt/alt-gateway-stack';
import type { ParseResult } from '../api/guardrail';
import { tenantGatewayNotFound, tenantGatewayTypeRefused } from '../plan/tenancy-rules';
import type { ResourceInput } from '../plan/types';
import { InvalidResourceError, resourceOf, specProblems } from '../validation/resource-problems';
import { altGatewayNamespace, findGatewayStack } from './in-app';

export function definedFields(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** What render refuses in the spec typed props stand for (no unknown fields: the compiler checks names). */
export function typedSpecProblems(kind: string, parse: (r: ResourceInput) => ParseResult<unknown>, name: string, namespace: string, spec: Record<string, unknown>): string[] {
  return specProblems(resourceOf(kind, name, namespace, definedFields(spec)), kind, parse, { unknownFields: false });
}

/** `gatewayRef` names a Gateway of the object's own namespace: one elsewhere is, to render, not there. */
export function gatewayNamespaceProblems(namespace: string, gateway: AltGatewayStack): string[] {
  return altGatewayNamespace(gateway) === namespace ? [] : [tenantGatewayNotFound(namespace, gateway.name).message];
}

/**
 * The alt gateway stack a raw resource's `spec.gatewayRef` names, found in the app; throws an
 * {@link InvalidResourceError} with render's words when there is none or it is a proxy gateway.
 */
export function resolveGatewayRef(scope: IConstruct, kind: string, namespace: string, name: string, gateway: string): AltGatewayStack {
  const found = findGatewayStack(scope, namespace, gateway);
  if (found instanceof AltGatewayStack) return found;
  const problem = found ? tenantGatewayTypeRefused(kind, namespace, gateway, 'proxy') : tenantGatewayNotFound(namespace, gateway);
  throw new InvalidResourceError(kind, namespace, name, [problem.message]);
}
