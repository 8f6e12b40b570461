/**
 * StackRelease from typed props: the Stack's CRD fields go through the rules `aigw render` applies to
 * a Stack (test/constructs/render-parity.test.ts shows those are render's words), and a valid Stack
 * emits its stores, its Gateway and that Gateway's objects.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Testing } from 'cdk8s';
import { parseAllDocuments } from 'yaml';
import { AltGatewayStack } from '../../lib/alt/alt-gateway-stack';
import type { StackInput } from '../../lib/api/platform-resource-input';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { StackRelease } from '../../lib/platform/stack-release';
import { LICENSE } from '../plan/fixtures';
import { root } from '../render/support';
import { synthProblems } from './synth-problems';

const docs = parseAllDocuments(fs.readFileSync(path.join(root, 'examples/stack/stack.yaml'), 'utf8')).map((d) => d.toJS());
const EXAMPLE = docs[0];
const spec = (): any => JSON.parse(JSON.stringify(EXAMPLE.spec));

describe('StackRelease typed props', () => {
  test('the example spec synthesizes: its stores, its Gateway and the alt gateway objects', () => {
    const chart = Testing.chart();
    const stack = new StackRelease(chart, 'acme', { name: 'acme', namespace: 'team-a', ...(spec() as StackInput) });
    const kinds = Testing.synth(chart).map((o) => `${o.kind} ${o.metadata.name}`);
    expect(kinds).toEqual(expect.arrayContaining(['ColumnstoreCluster acme-columnstore', 'KvInstance acme-kv', 'Gateway acme', 'AltInstance acme']));
    expect([stack.type, stack.columnstoreName, stack.kvName, stack.gateway instanceof AltGatewayStack]).toEqual(['alt', 'acme-columnstore', 'acme-kv', true]);
  });

  test('a proxy Stack runs no store and builds a proxy gateway', () => {
    const chart = Testing.chart();
    const stack = new StackRelease(chart, 'p', { name: 'p', datastores: { sql: { connectionSecretRef: { name: 'db' } } }, gateway: { models: [{ name: 'chat', model: 'openai/gpt-4o' }] } });
    const kinds = Testing.synth(chart).map((o) => o.kind);
    expect(kinds).toContain('Gateway');
    expect(kinds.filter((k) => k === 'ColumnstoreCluster' || k === 'KvInstance')).toEqual([]);
    expect([stack.type, stack.columnstoreName, stack.kvName, stack.gateway instanceof AltGatewayStack]).toEqual(['proxy', undefined, undefined, false]);
  });

  test.each<[string, (s: any) => void, string[]]>([
    ['a worker without Split', (s) => (s.gateway.alt.topology = 'AllInOne'), ['spec.gateway.alt.worker.enabled: a dedicated worker requires spec.gateway.alt.topology Split, got AllInOne']],
    ['the columnstore disabled', (s) => (s.datastores.columnstore.enabled = false), [expect.stringContaining('spec.datastores.columnstore.enabled')]],
    ['a bad storage size', (s) => (s.datastores.columnstore.storageSize = 'lots'), [expect.stringMatching(/^spec\.datastores\.columnstore\.storageSize: /)]],
    ['a misspelled store field', (s) => (s.datastores.kv = { replicas: 1, storgeSize: '1Gi' }), ['spec.datastores.kv.storgeSize: unknown field']],
    ['a misspelled alt field', (s) => (s.gateway.alt.topolgy = 'Split'), ['spec.gateway.alt.topolgy: unknown field']],
  ])('%s fails synth with render’s message', (_what, patch, problems) => {
    const s = spec();
    patch(s);
    expect(synthProblems((c) => new StackRelease(c, 'acme', { name: 'acme', ...s }), 'team-a')).toEqual(problems);
  });

  test('fromResource refuses what the typed props refuse, as an InvalidResourceError', () => {
    const s = spec();
    s.gateway.alt.topology = 'AllInOne';
    expect(() => StackRelease.fromResource(Testing.chart(), 'acme', { ...EXAMPLE, spec: s })).toThrow(
      'invalid Stack team-a/acme: spec.gateway.alt.worker.enabled: a dedicated worker requires spec.gateway.alt.topology Split',
    );
  });

  test('a gateway of the Stack’s name elsewhere in the app is never taken over', () => {
    const problems = synthProblems((c) => {
      StackRelease.fromResource(c, 'acme', EXAMPLE);
      AltGatewayStack.fromResource(c, 'other', { metadata: { name: 'acme', namespace: 'team-a' }, spec: { type: 'alt', database: { connectionSecretRef: { name: 'db' } }, alt: { storageMode: 'single' } } });
    });
    expect(problems).toEqual([expect.stringContaining('Gateway team-a/acme exists and is not this Stack')]);
  });

  test('addGuardrail wires a Guardrail into the Stack’s gateway', () => {
    const chart = Testing.chart();
    const release = GuardrailRelease.fromResource(chart, 'pii', { metadata: { name: 'pii', namespace: 'team-a' }, spec: { mode: 'catalog', catalog: 'pseudonymizer' } }, { licenseMaterial: LICENSE });
    const stack = StackRelease.fromResource(chart, 'acme', EXAMPLE);
    stack.addGuardrail(release);
    expect(Testing.synth(chart).filter((o) => o.kind === 'AltGuardrailItem').map((o) => o.metadata.name)).toHaveLength(1);
  });

  test('status() is what render reports for the Stack', () => {
    const { status } = StackRelease.status(EXAMPLE, { objects: docs.slice(1) });
    expect(status).toMatchObject({ columnstore: 'acme-columnstore', kv: 'acme-kv', databaseName: 'alt', gateway: { name: 'acme' } });
  });
});
