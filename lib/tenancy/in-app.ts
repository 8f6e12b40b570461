/**
 * How a construct built from a raw resource finds what the resource names (`spec.gatewayRef`,
 * `spec.organizationRef`, a Team's `members`): among the constructs of the whole app, by namespace
 * and name, as the operator finds them among the objects of the cluster.
 */
import { Chart } from 'cdk8s';
import type { IConstruct } from 'constructs';
import { AltGatewayStack } from '../alt/alt-gateway-stack';
import { ProxyGatewayStack } from '../proxy/proxy-gateway-stack';

/** The namespace `scope`'s objects land in: `given`, else the chart's, else `default`. */
export function namespaceIn(scope: IConstruct, given: string | undefined): string {
  return given ?? Chart.of(scope).namespace ?? 'default';
}

/** The namespace of an alt gateway stack's objects. */
export function altGatewayNamespace(stack: AltGatewayStack): string {
  return namespaceIn(stack, stack.namespace);
}

/** Every construct of `scope`'s app that `match` accepts, in tree order. */
export function findInApp<T extends IConstruct>(scope: IConstruct, match: (c: IConstruct) => c is T): T[] {
  return scope.node.root.node.findAll().filter(match);
}

/** The gateway stack (alt or proxy) named `name` in `namespace`, anywhere in `scope`'s app. */
export function findGatewayStack(scope: IConstruct, namespace: string, name: string): AltGatewayStack | ProxyGatewayStack | undefined {
  return findInApp(
    scope,
    (c): c is AltGatewayStack | ProxyGatewayStack =>
      (c instanceof AltGatewayStack && c.name === name && altGatewayNamespace(c) === namespace) ||
      (c instanceof ProxyGatewayStack && c.name === name && c.namespace === namespace),
  )[0];
}
