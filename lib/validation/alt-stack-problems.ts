/**
 * The rules of a Gateway resource applied to {@link AltGatewayStackProps}: the props that have a
 * field in the Gateway CRD are written back under that field's name, and the resource goes through
 * the CRD schema and the Gateway parser, as `aigw render` checks a file. Only problems of the
 * fields written are reported (the rest of the resource is a stand-in), with render's paths.
 */
import { GATEWAY_KIND } from '../api/gateway';
import { isHttpUrl } from '../api/http-url';
import type { AltGatewayStackProps } from '../alt/alt-gateway-stack-props';
import type { AltGuardrailItemOptions } from '../guardrail/alt-guardrail-item-options';
import { gatewayProblems, resourceOf } from './resource-problems';

function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** The Gateway `spec` the props stand for, in the CRD's field names, and the paths it covers. */
function specOf(props: AltGatewayStackProps): { spec: Record<string, unknown>; covered: string[] } {
  const { instance } = props;
  const covered = ['metadata', 'spec.instance.replicas', 'spec.alt.configYAML', 'spec.alt.topology', 'spec.alt.jobWorkers', 'spec.models', 'spec.organization', 'spec.teams'];
  const spec = defined({
    type: 'alt',
    // A stand-in: the stack takes its database as a storage Secret, not a Gateway field.
    database: { mode: 'external', connectionSecretRef: { name: 'database' } },
    instance: defined({ replicas: instance.replicas }),
    alt: defined({ configYAML: instance.configYAML, topology: instance.topology, jobWorkers: instance.jobWorkers }),
    // Deployments of one alias share it (weighted); only a display name given twice is a duplicate.
    models: props.models?.map((m, i) =>
      defined({
        name: m.displayName ?? `${m.alias} (deployment ${i})`,
        modelName: m.alias,
        model: m.model,
        provider: m.provider,
        providerName: m.providerName,
        modelId: m.modelId,
        credentials: m.apiBase !== undefined || m.apiVersion !== undefined ? defined({ apiBase: m.apiBase, apiVersion: m.apiVersion }) : undefined,
        fallbacks: m.fallbacks,
        weight: m.weight,
      }),
    ),
    organization: props.organization ? defined({ name: props.organization.name, maxBudget: props.organization.maxBudget, rpmLimit: props.organization.rpmLimit, tpmLimit: props.organization.tpmLimit }) : undefined,
    teams: props.teams?.map((t) => ({ name: t.name })),
  });
  return { spec, covered };
}

const within = (line: string, covered: readonly string[]) => covered.some((c) => line.startsWith(`${c}:`) || line.startsWith(`${c}.`) || line.startsWith(`${c}[`));

/** What render would refuse in the Gateway fields an alt stack's props carry. */
export function altStackProblems(props: AltGatewayStackProps, namespace: string): string[] {
  const { spec, covered } = specOf(props);
  const problems = gatewayProblems(resourceOf(GATEWAY_KIND, props.gateway, namespace, spec), { unknownFields: false });
  return problems.filter((p) => within(p, covered));
}

/**
 * An alt guardrail item's URL is a Guardrail's gate endpoint: an http(s) URL, checked with the
 * Guardrail parser's own rule and words.
 */
export function altGuardrailItemProblems(items: readonly AltGuardrailItemOptions[]): string[] {
  const out: string[] = [];
  items.forEach((item, i) => {
    if (item.name.length === 0) out.push(`items[${i}].name: must not be empty`);
    if (!isHttpUrl(item.url)) out.push(`items[${i}].url: must be an http(s) URL, got ${JSON.stringify(item.url)}`);
  });
  return out;
}
