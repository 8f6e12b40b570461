/**
 * The chart's tests run the real helm: the pinned binary that scripts/helm/provision-helm.sh builds
 * once into ~/.cache/aigw (or AIGW_HELM), and `aigw install` in-process to compare against.
 */
import { execFile, execFileSync } from 'node:child_process';
import { runCommand } from '../../support/run-command';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { command as installCommand } from '../../../cli/commands/install';
import { CLUSTER_POLICY_KINDS } from '../../../operator/install/uninstall';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const CHART = path.join(ROOT, 'charts', 'aigw');

/** A first run builds helm from its Go module: minutes on a small machine. */
export const PROVISION_TIMEOUT_MS = 30 * 60_000;

let helmPath: string | undefined;

/** The pinned helm binary, built on first use. */
export function helmBinary(): string {
  helmPath ??= execFileSync('bash', [path.join(ROOT, 'scripts', 'helm', 'provision-helm.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return helmPath;
}

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function helm(args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(helmBinary(), args, { maxBuffer: 64 * 1024 * 1024});
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : 1, stdout: err.stdout ?? '', stderr: err.stderr ?? String(e) };
  }
}

export type KubeDoc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; [k: string]: any };

const parse = (text: string): KubeDoc[] => parseAllDocuments(text).map((d) => d.toJS() as KubeDoc).filter((d) => d !== null && d !== undefined);

/** `helm template` of the chart with `values` (as `--set-json` pairs), CRDs included; fails the test on an error. */
export async function template(namespace: string, values: Record<string, unknown> = {}, extra: string[] = []): Promise<KubeDoc[]> {
  const sets = Object.entries(values).flatMap(([k, v]) => ['--set-json', `${k}=${JSON.stringify(v)}`]);
  const run = await helm(['template', 'aigw', CHART, '--namespace', namespace, '--include-crds', ...sets, ...extra]);
  if (run.code !== 0) throw new Error(`helm template failed: ${run.stderr}`);
  return parse(run.stdout);
}

/** What `aigw install ARGS` prints, parsed. */
export async function install(args: string[]): Promise<KubeDoc[]> {
  const run = await runCommand(installCommand, ['--crds-dir', path.join(ROOT, 'crds'), ...args]);
  if (run.code !== 0) throw new Error(`aigw install ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  // Less the policy that keeps the CRDs from a `kubectl delete -f` of the install: a release keeps them
  // by Helm's resource policy instead (crds.keep), and with crds.keep=false that policy would refuse
  // the deletion `helm uninstall` is asked for.
  return parse(run.stdout).filter((d) => !CLUSTER_POLICY_KINDS.includes(d.kind));
}

/** The annotation by which `helm uninstall` leaves an object in place (the chart's CRDs, under crds.keep). */
export const HELM_KEEP = 'helm.sh/resource-policy';

/**
 * The chart's objects less the {@link HELM_KEEP} annotation of its CRDs: what `aigw install` prints.
 * The install has no Helm to read that annotation; its CRDs are kept by its admission policy, left out
 * of {@link install} above. Only a CRD's annotation of exactly `keep` is taken off, so anything else differs.
 */
export function withoutHelmKeep(docs: KubeDoc[]): KubeDoc[] {
  return docs.map((d) => {
    const annotations = (d.metadata as { annotations?: Record<string, string> }).annotations;
    if (d.kind !== 'CustomResourceDefinition' || annotations?.[HELM_KEEP] !== 'keep') return d;
    const { [HELM_KEEP]: _keep, ...rest } = annotations;
    const { annotations: _all, ...metadata } = d.metadata as KubeDoc['metadata'] & { annotations?: unknown };
    return { ...d, metadata: Object.keys(rest).length > 0 ? { ...metadata, annotations: rest } : metadata };
  });
}

/** Objects by kind, namespace and name, so two streams compare whatever their order. */
export function byIdentity(docs: KubeDoc[]): Record<string, KubeDoc> {
  const out: Record<string, KubeDoc> = {};
  for (const d of docs) {
    const id = `${d.kind} ${d.metadata.namespace ?? ''}/${d.metadata.name}`;
    if (out[id]) throw new Error(`${id} appears twice`);
    out[id] = d;
  }
  return out;
}

export const find = (docs: KubeDoc[], kind: string, name: string): KubeDoc | undefined => docs.find((d) => d.kind === kind && d.metadata.name === name);
