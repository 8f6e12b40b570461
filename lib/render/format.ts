/** The two output formats of `aigw render`. */
import { stringify } from 'yaml';
import type { RenderOutput } from './render';

/** `-o json`: one object `{objects, statuses, events}`. */
export function toJson(output: RenderOutput): string {
  return `${JSON.stringify({ objects: output.objects, statuses: output.statuses, events: output.events }, null, 2)}\n`;
}

/** `-o yaml`: the manifests as multi-document YAML, like `cdk8s synth`. */
export function toYaml(output: RenderOutput): string {
  return output.objects.map((o) => stringify(o, { lineWidth: 0 })).join('---\n');
}
