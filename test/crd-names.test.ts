/**
 * What kubectl users type: aigw's Gateway next to the Gateway API's, `kubectl get aigw`, the CRDs by
 * one label, and a `cdk8s synth` in this repository that cannot wipe the built CLI.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const REPO = resolve(__dirname, '..');
const platform = parseAllDocuments(readFileSync(join(REPO, 'crds/platform.aigw.dev.yaml'), 'utf8')).map((d) => d.toJS());
const names = (kind: string) => platform.find((c) => c.spec.names.kind === kind).spec.names;

test("Gateway has a short name that is not the Gateway API's (gtw)", () => {
  expect(names('Gateway').shortNames).toEqual(['aigtw']);
  for (const crd of platform) expect(crd.spec.names.shortNames ?? []).not.toContain('gtw');
});

test('every platform kind is in the aigw category (`kubectl get aigw`)', () => {
  for (const crd of platform) expect(crd.spec.names.categories).toContain('aigw');
});

test('every aigw CRD carries app.kubernetes.io/part-of=aigw (`kubectl delete crd -l app.kubernetes.io/part-of=aigw`)', () => {
  for (const file of ['alt.aigw.dev.yaml', 'platform.aigw.dev.yaml', 'proxy.aigw.dev.yaml']) {
    const crds = parseAllDocuments(readFileSync(join(REPO, 'crds', file), 'utf8')).map((d) => d.toJS()).filter((c) => c?.kind === 'CustomResourceDefinition');
    expect(crds.length).toBeGreaterThan(0);
    for (const crd of crds) expect([crd.metadata.name, crd.metadata.labels]).toEqual([crd.metadata.name, { 'app.kubernetes.io/part-of': 'aigw' }]);
  }
});

test("cdk8s.yaml's output directory is not the build's (cdk8s synth empties it first)", () => {
  const cdk8s = parse(readFileSync(join(REPO, 'cdk8s.yaml'), 'utf8'));
  const outDir = resolve(REPO, 'dist');
  const output = resolve(REPO, cdk8s.output ?? 'dist');
  // Neither the build directory nor one holding it (an output of `.` would empty the repository).
  expect(relative(output, outDir).startsWith('..')).toBe(true);
  expect(cdk8s.app).toContain(cdk8s.output);
});
