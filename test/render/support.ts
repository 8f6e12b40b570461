/** Runs `aigw render` through its CLI entry with captured output, writes input files, checks emitted names. */
import * as fs from 'node:fs';
import { runCommand } from '../support/run-command';
import * as os from 'node:os';
import * as path from 'node:path';
import { command } from '../../cli/commands/render';

export interface RenderRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runRender(args: string[]): Promise<RenderRun> {
  return runCommand(command, args);
}

/** A temp directory for one suite; `write` puts a file in it and returns its path. */
export function tempInputs(prefix: string): { dir: () => string; write: (name: string, text: string) => string; cleanup: () => void } {
  let dir: string | undefined;
  const ensure = () => (dir ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  return {
    dir: ensure,
    write: (name, text) => {
      const file = path.join(ensure(), name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      return file;
    },
    cleanup: () => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const root = path.resolve(__dirname, '..', '..');
export const demoLicense = ['--license', path.join(root, 'examples/license/demo.jwt'), '--license-public-key', path.join(root, 'examples/license/demo.pub')];

const DNS_1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const DNS_1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const LABEL_KEY_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;

/** Kinds whose names are DNS-1035 labels (Service) or DNS-1123 labels (Namespace); others are subdomains. */
function nameProblem(kind: string, name: string): string | undefined {
  if (kind === 'Service') return name.length <= 63 && DNS_1035.test(name) ? undefined : 'not a DNS-1035 label';
  if (kind === 'Namespace') return name.length <= 63 && DNS_1123_LABEL.test(name) ? undefined : 'not a DNS-1123 label';
  return name.length <= 253 && DNS_SUBDOMAIN.test(name) ? undefined : 'not a DNS subdomain';
}

function labelProblems(where: string, labels: unknown): string[] {
  if (typeof labels !== 'object' || labels === null) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(labels)) {
    const name = k.includes('/') ? k.slice(k.indexOf('/') + 1) : k;
    if (name.length > 63 || !LABEL_KEY_NAME.test(name)) out.push(`${where}: label key ${k}`);
    if (typeof v !== 'string' || v.length > 63 || !LABEL_VALUE.test(v)) out.push(`${where}: label ${k}=${String(v)}`);
  }
  return out;
}

/** Every label map in an object: metadata.labels, selectors, pod template labels, at any depth. */
function allLabelMaps(value: unknown, where: string, out: string[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => allLabelMaps(v, `${where}[${i}]`, out));
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'labels' || k === 'matchLabels' || (k === 'selector' && where.endsWith('.spec') && !('matchLabels' in (v as object)))) out.push(...labelProblems(`${where}.${k}`, v));
    else allLabelMaps(v, `${where}.${k}`, out);
  }
}

/** Every emitted name or label value the API server would refuse, described. */
export function invalidNames(objects: any[]): string[] {
  const out: string[] = [];
  for (const o of objects) {
    const id = `${o.kind} ${o.metadata.name}`;
    const bad = nameProblem(o.kind, o.metadata.name);
    if (bad) out.push(`${id}: ${bad}`);
    allLabelMaps(o, id, out);
  }
  return out;
}

