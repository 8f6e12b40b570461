/** The two output formats of `aigw render`. */
import { stringify } from 'yaml';
import type { RenderOutput } from './render';

/**
 * `-o json`: one object `{objects, statuses, events, generatedSecrets}`. `generatedSecrets` lists
 * the Secrets the operator creates once with random keys (namespace, name, deleteWithOwner, and
 * each key's name, bytes, encoding, prefix, purpose and former Secret), without their manifest and
 * without any value.
 */
export function toJson(output: RenderOutput): string {
  const generatedSecrets = output.generatedSecrets.map(({ manifest: _manifest, ...described }) => described);
  return `${JSON.stringify({ objects: output.objects, statuses: output.statuses, events: output.events, generatedSecrets, held: output.held }, null, 2)}\n`;
}

/**
 * `-o yaml`: the manifests as multi-document YAML, like `cdk8s synth`. Each generated Secret comes
 * right before its Gateway's objects, as a Secret without data whose annotations
 * (`aigw.dev/generated-key`, `aigw.dev/generated-value`) say what the operator puts in it.
 */
export function toYaml(output: RenderOutput): string {
  return output.manifests.map((o) => stringify(o, { lineWidth: 0 })).join('---\n');
}
