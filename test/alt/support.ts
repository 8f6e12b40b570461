/** Alt Gateways and facts the alt tests build on. */
import { plan } from '../../lib/plan/plan';
import type { ApiObjectJson, ClusterFacts, GuardrailFact, Plan, PlannedCondition } from '../../lib/plan/types';
import { facts, gateway, guardrail } from '../plan/fixtures';

export { facts, gateway, guardrail };

export const COLUMNSTORE = { mode: 'external', connectionSecretRef: { name: 'analytics', key: 'url' } };

/** A valid alt Gateway: split storage on an external columnstore, one model. */
export function altGateway(alt: Record<string, unknown> = {}, spec: Record<string, unknown> = {}, name = 'main') {
  return gateway(
    {
      type: 'alt',
      alt: { columnstore: COLUMNSTORE, ...alt },
      models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      ...spec,
    },
    name,
  );
}

export function planAlt(alt: Record<string, unknown> = {}, spec: Record<string, unknown> = {}, f: ClusterFacts = facts()): Plan {
  return plan(altGateway(alt, spec), f);
}

export function condition(p: Plan, type: string): PlannedCondition | undefined {
  return p.status.conditions.find((c) => c.type === type);
}

export function ofKind(p: Plan, kind: string): ApiObjectJson[] {
  return p.objects.filter((o) => o.kind === kind);
}

export function one(p: Plan, kind: string): ApiObjectJson & { spec?: any; data?: any; stringData?: any } {
  const list = ofKind(p, kind);
  if (list.length !== 1) throw new Error(`expected one ${kind}, got ${list.length}`);
  return list[0] as ApiObjectJson & { spec?: any };
}

/** A Guardrail fact that is Ready behind its gate at `endpoint`. */
export function readyGuardrail(spec: Record<string, unknown>, name: string, endpoint = `http://${name}-gate.team-a.svc:8080`): GuardrailFact {
  return { namespace: 'team-a', name, resource: guardrail(spec, name), status: { phase: 'Ready', endpoint } };
}
