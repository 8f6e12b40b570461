/** The namespace a resource given to `fromResource` lands in when its metadata names none. */
import { Chart } from 'cdk8s';
import type { IConstruct } from 'constructs';
import type { ResourceInput } from '../plan/types';

/** The nearest chart's namespace, else `default` (as `kubectl apply` would place the object). */
function chartNamespace(scope: IConstruct): string {
  const chart = [...scope.node.scopes].reverse().find((s): s is Chart => Chart.isChart(s));
  return chart?.namespace ?? 'default';
}

/** `resource` with `metadata.namespace` set to the chart's when it has none. */
export function inChartNamespace(scope: IConstruct, resource: ResourceInput): ResourceInput {
  const metadata = (typeof resource.metadata === 'object' && resource.metadata !== null ? resource.metadata : undefined) as ResourceInput['metadata'];
  if (!metadata || metadata.namespace !== undefined) return resource;
  return { ...resource, metadata: { ...metadata, namespace: chartNamespace(scope) } };
}
