/**
 * `aigw install`'s flags for where the controller pods run: `--node-selector KEY=VALUE`,
 * `--toleration KEY[=VALUE][:EFFECT]` (kubectl's taint syntax), `--affinity FILE` (a core/v1
 * Affinity as YAML or JSON) and `--image-pull-secret NAME`, each but `--affinity` repeatable.
 */
import { parse } from 'yaml';
import type { PodPlacement } from '../operator/install/pod-placement';
import { UsageError } from './command';
import { readFlagFile } from './flags';

export const PLACEMENT_OPTIONS = {
  'image-pull-secret': { type: 'string', multiple: true },
  'node-selector': { type: 'string', multiple: true },
  toleration: { type: 'string', multiple: true },
  affinity: { type: 'string' },
} as const;

export const PLACEMENT_HELP = `  --image-pull-secret NAME       Secret in the install's namespace to pull the image with (repeatable)
  --node-selector KEY=VALUE      node label the controller pods need (repeatable)
  --toleration KEY[=VALUE][:EFFECT]
                                 taint the controller pods tolerate, as kubectl taint writes it;
                                 without VALUE any value matches (repeatable)
  --affinity FILE                a pod affinity (YAML or JSON core/v1 Affinity) for the controller pods
`;

const EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];

/** One `--toleration`: `key=value:NoSchedule` tolerates that taint; `key` alone any taint with that key. */
export function parseToleration(text: string): Record<string, string> {
  const m = /^([A-Za-z0-9][-A-Za-z0-9_./]*)(?:=([-A-Za-z0-9_.]*))?(?::([A-Za-z]+))?$/.exec(text);
  if (!m || (m[3] !== undefined && !EFFECTS.includes(m[3]))) {
    throw new UsageError(`--toleration must be KEY[=VALUE][:EFFECT] with EFFECT one of ${EFFECTS.join(', ')}, got ${JSON.stringify(text)}`);
  }
  const [, key, value, effect] = m;
  return { key, ...(value !== undefined ? { operator: 'Equal', value } : { operator: 'Exists' }), ...(effect ? { effect } : {}) };
}

/** The placement the flags ask for, or undefined when none is given. */
export function placementSettings(values: Record<string, unknown>): PodPlacement | undefined {
  const list = (k: string) => (values[k] as string[] | undefined) ?? [];
  const nodeSelector: Record<string, string> = {};
  for (const pair of list('node-selector')) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new UsageError(`--node-selector must be KEY=VALUE, got ${JSON.stringify(pair)}`);
    nodeSelector[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  let affinity: Record<string, unknown> | undefined;
  if (typeof values.affinity === 'string') {
    const parsed: unknown = parse(readFlagFile('--affinity', values.affinity));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError(`--affinity ${values.affinity} must hold one object (a core/v1 Affinity)`);
    affinity = parsed as Record<string, unknown>;
  }
  const placement: PodPlacement = {
    imagePullSecrets: list('image-pull-secret'),
    nodeSelector,
    tolerations: list('toleration').map(parseToleration),
    affinity,
  };
  const empty = !placement.imagePullSecrets!.length && !Object.keys(nodeSelector).length && !placement.tolerations!.length && !affinity;
  return empty ? undefined : placement;
}
