/**
 * The registry of platform kinds agrees with the CRDs aigw ships: every primary kind has its CRD
 * (same plural), every kind of the group is either planned or read, and plan() dispatches by it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { FACT_KINDS, PRIMARY_KINDS, primaryKindOf } from '../../lib/plan/kinds';
import { plan } from '../../lib/plan/plan';
import { facts } from './fixtures';

const crds = parseAllDocuments(readFileSync(join(__dirname, '..', '..', 'crds', 'platform.aigw.dev.yaml'), 'utf8'))
  .map((d) => d.toJS() as { spec: { group: string; names: { kind: string; plural: string } } } | null)
  .filter((c): c is NonNullable<typeof c> => !!c);

test('every primary kind has its CRD with the same plural', () => {
  for (const k of PRIMARY_KINDS) {
    const crd = crds.find((c) => c.spec.names.kind === k.kind);
    expect({ kind: k.kind, plural: crd?.spec.names.plural }).toEqual({ kind: k.kind, plural: k.plural });
  }
});

test('every kind of platform.aigw.dev is planned or read as a fact, never both, never neither', () => {
  for (const c of crds.filter((c) => c.spec.group === 'platform.aigw.dev')) {
    const kind = c.spec.names.kind;
    expect({ kind, planned: !!primaryKindOf(kind), read: FACT_KINDS.includes(kind) }).toEqual({ kind, planned: !FACT_KINDS.includes(kind), read: FACT_KINDS.includes(kind) });
  }
});

test('plan() of a kind outside the registry is UnknownKind, naming the kinds it plans', () => {
  const p = plan({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Spaceship', metadata: { name: 's', namespace: 'a' }, spec: {} }, facts());
  expect(p.objects).toEqual([]);
  expect(p.blocked?.reason).toBe('UnknownKind');
  expect(p.status.conditions[0].message).toBe(`kind must be ${PRIMARY_KINDS.slice(0, -1).map((k) => k.kind).join(', ')} or ${PRIMARY_KINDS[PRIMARY_KINDS.length - 1].kind}, got "Spaceship"`);
});
