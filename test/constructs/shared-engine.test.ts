/**
 * A chart holds one release per catalog engine, however many Guardrails use it, as a cluster does:
 * the second Guardrail of an engine uses the release the first emitted.
 */
import { Testing } from 'cdk8s';
import { parseGuardrail } from '../../lib/api/guardrail';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { guardrail, LICENSE } from '../plan/fixtures';

const pseudonymizer = () => parseGuardrail(guardrail({ mode: 'catalog', catalog: 'pseudonymizer' })).value!.spec;
const ids = (objects: any[]) => objects.map((o) => `${o.kind} ${o.metadata.namespace ?? ''}/${o.metadata.name}`);

test('two Guardrails of one engine emit its Namespace, Deployment and Service once', () => {
  const chart = Testing.chart();
  const pii = new GuardrailRelease(chart, 'pii', { name: 'pii', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE });
  const names = new GuardrailRelease(chart, 'names', { name: 'names', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE });
  expect(names.engine).toBe(pii.engine);
  expect(ids(Testing.synth(chart))).toEqual([
    'Namespace /platform-guardrail-system',
    'Deployment platform-guardrail-system/pseudonymizer',
    'Service platform-guardrail-system/pseudonymizer',
    'Secret ai/pii-gate-license',
    'Deployment ai/pii-gate',
    'Service ai/pii-gate',
    'Secret ai/names-gate-license',
    'Deployment ai/names-gate',
    'Service ai/names-gate',
  ]);
});

test('a second Guardrail asking for other engine settings is refused, naming both', () => {
  const chart = Testing.chart();
  new GuardrailRelease(chart, 'pii', { name: 'pii', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE });
  expect(() => new GuardrailRelease(chart, 'names', { name: 'names', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE, engineImage: 'registry.example.com/engine:2' })).toThrow(
    /^guardrail 'names': the chart's pseudonymizer engine release \(test\/pii\/Engine\) runs \{"image":"[^"]+",.*\}, this Guardrail asks for \{"image":"registry.example.com\/engine:2",.*; Guardrails of one engine share its release/,
  );
});

test('each chart has its own release', () => {
  const a = new GuardrailRelease(Testing.chart(), 'pii', { name: 'pii', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE });
  const b = new GuardrailRelease(Testing.chart(), 'pii', { name: 'pii', namespace: 'ai', spec: pseudonymizer(), licenseMaterial: LICENSE });
  expect(a.engine).not.toBe(b.engine);
});

test('the namespace defaults to the chart’s', () => {
  const release = new GuardrailRelease(Testing.chart(), 'pii', { name: 'pii', spec: pseudonymizer(), licenseMaterial: LICENSE });
  expect(release.namespace).toBe('default');
  expect(release.endpoint).toBe('http://pii-gate.default.svc.cluster.local:8080');
  expect(release.service.name).toBe('pii-gate');
});
