import { platformCaFact, platformCaSecret } from '../../lib/platform/platform-ca';
import type { KeyedObjectFact, ResourceInput } from '../../lib/plan/types';
import { buildFacts } from '../../operator/facts';
import { gatewaysForPlatformCA } from '../../operator/platform/dependencies';
import type { KubeObject } from '../../runtime/kube/types';
import { COMMUNITY } from '../../lib/plan/types';
import { defaultOperatorSettings } from '../../lib/meta/images';

const bundle = (namespace: string, keys = ['ca.crt'], name = 'platform-ca'): KeyedObjectFact => ({ namespace, name, keys });
const config = (platformCA: unknown): ResourceInput => ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { platformCA } });

describe('the platform CA fact', () => {
  test('issued once Secret platform-ca holds ca.crt in the Gateway namespace', () => {
    expect(platformCaFact([bundle('ai')], [], 'ai')).toEqual({ secretName: 'platform-ca', key: 'ca.crt' });
  });

  test('not issued: another namespace, the key missing (a Secret made before the certificate), no Secret', () => {
    expect(platformCaFact([bundle('other')], [], 'ai')).toBeUndefined();
    expect(platformCaFact([bundle('ai', ['tls.crt'])], [], 'ai')).toBeUndefined();
    expect(platformCaFact([], [], 'ai')).toBeUndefined();
  });

  test('the PlatformConfig may name another Secret and key; empty values keep the defaults', () => {
    const named = [config({ secretName: 'corp-ca', key: 'bundle.pem' })];
    expect(platformCaFact([bundle('ai', ['bundle.pem'], 'corp-ca')], named, 'ai')).toEqual({ secretName: 'corp-ca', key: 'bundle.pem' });
    expect(platformCaFact([bundle('ai')], named, 'ai')).toBeUndefined();
    expect(platformCaSecret([config({ secretName: '', key: 7 })])).toEqual({ secretName: 'platform-ca', key: 'ca.crt' });
  });
});

describe('the operator reads it', () => {
  const gateway = (ns: string, name: string): KubeObject => ({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Gateway', metadata: { name, namespace: ns, uid: name }, spec: {} });
  const secret = (ns: string, name: string, data: Record<string, string>): KubeObject => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: ns }, data });
  const sources = (secrets: KubeObject[]) => ({ entitlements: COMMUNITY, settings: defaultOperatorSettings(), guardrails: [], gateways: [], secrets, configMaps: [] });

  test('buildFacts gives a Gateway the platform CA of its namespace, a Guardrail none', () => {
    const s = sources([secret('ai', 'platform-ca', { 'ca.crt': '' }), secret('other', 'platform-ca', { 'ca.crt': '' })]);
    expect(buildFacts(gateway('ai', 'g'), s).platformCA).toEqual({ secretName: 'platform-ca', key: 'ca.crt' });
    expect(buildFacts(gateway('none', 'g'), sources([])).platformCA).toBeUndefined();
    expect(buildFacts({ ...gateway('ai', 'p'), kind: 'Guardrail' }, s).platformCA).toBeUndefined();
  });

  test('a change of the CA bundle Secret concerns the Gateways of its namespace only', () => {
    const gws = [gateway('ai', 'a'), gateway('ai', 'b'), gateway('other', 'c')];
    expect(gatewaysForPlatformCA(secret('ai', 'platform-ca', {}), [], gws).map((g) => g.metadata.name)).toEqual(['a', 'b']);
    expect(gatewaysForPlatformCA(secret('ai', 'unrelated', {}), [], gws)).toEqual([]);
    expect(gatewaysForPlatformCA(secret('ai', 'corp-ca', {}), [config({ secretName: 'corp-ca' }) as KubeObject], gws)).toHaveLength(2);
  });
});
