import { defaultOperatorSettings } from '../../lib/meta/images';
import { COMMUNITY } from '../../lib/plan/types';
import { parseInputText, render, type RenderOptions } from '../../lib/render';
import { ENTERPRISE, LICENSE } from '../plan/fixtures';

const LICENSED: RenderOptions = { entitlements: ENTERPRISE, licenseMaterial: LICENSE, operator: defaultOperatorSettings() };
const UNLICENSED: RenderOptions = { entitlements: COMMUNITY, operator: defaultOperatorSettings() };

const GUARDRAIL = (name: string, extra = '') => `apiVersion: platform.aigw.dev/v1alpha1
kind: Guardrail
metadata: {name: ${name}${extra}}
spec: {mode: catalog, catalog: pseudonymizer}
`;
const GATEWAY = (name: string, extra = '', spec = '') => `apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: ${name}${extra}}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  models: [{name: chat, model: openai/gpt-4o}]
${spec}`;
const DB_SECRET = `apiVersion: v1
kind: Secret
metadata: {name: db}
stringData: {DATABASE_URL: postgres://x}
`;

const docs = (...texts: string[]) => texts.flatMap((t, i) => parseInputText(`f${i}.yaml`, t));

describe('render', () => {
  test('Guardrails are planned first and a Gateway wires them from their planned status', () => {
    const out = render(docs(GATEWAY('main', '', '  guardrailRefs: [{name: pii}]\n'), GUARDRAIL('pii'), DB_SECRET), LICENSED);
    const kinds = out.objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(kinds).toEqual([
      'Namespace/platform-guardrail-system',
      'Deployment/pseudonymizer',
      'Service/pseudonymizer',
      'Secret/pii-gate-license',
      'Deployment/pii-gate',
      'Service/pii-gate',
      'ProxyInstance/main',
      'ProxyModel/main-chat',
      'ProxyGuardrail/main-pii-pre-call',
      'ProxyGuardrail/main-pii-post-call',
    ]);
    const gw = out.statuses.find((s) => s.kind === 'Gateway')!;
    expect(gw.status.guardrailCount).toBe(1);
    expect((gw.status.conditions as any[])[0]).toMatchObject({ type: 'Ready', status: 'True' });
  });

  test('a missing namespace means default', () => {
    const out = render(docs(GUARDRAIL('pii')), LICENSED);
    expect(out.statuses[0]).toMatchObject({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', namespace: 'default', name: 'pii' });
    expect(out.objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'pii-gate')!.metadata.namespace).toBe('default');
  });

  test('one status per input Guardrail/Gateway in input order; events name their object', () => {
    const out = render(docs(GATEWAY('main'), GUARDRAIL('pii')), UNLICENSED);
    expect(out.statuses.map((s) => `${s.kind}/${s.name}`)).toEqual(['Gateway/main', 'Guardrail/pii']);
    expect(out.events).toContainEqual({ kind: 'Guardrail', namespace: 'default', name: 'pii', type: 'Warning', reason: 'GuardrailUnlicensed', message: expect.any(String) });
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'Gateway', name: 'main', reason: 'DatabaseNotReady' }));
  });

  test('the shared engine release appears once for two catalog Guardrails', () => {
    const out = render(docs(GUARDRAIL('a'), GUARDRAIL('b')), LICENSED);
    expect(out.objects.filter((o) => o.metadata.name === 'pseudonymizer' && o.kind === 'Deployment')).toHaveLength(1);
    expect(out.objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name)).toEqual(['pseudonymizer', 'a-gate', 'b-gate']);
  });

  test('Secrets become facts by name and keys: the database is ready when its Secret is in the input', () => {
    const ready = render(docs(GATEWAY('main'), DB_SECRET), UNLICENSED);
    expect(ready.statuses[0].status.databaseReady).toBe(true);
    expect(render(docs(GATEWAY('main')), UNLICENSED).statuses[0].status.databaseReady).toBe(false);
  });

  test('Secrets are inputs, not outputs: their values never reach the output', () => {
    const out = render(docs(GATEWAY('main'), DB_SECRET), UNLICENSED);
    expect(JSON.stringify(out)).not.toContain('postgres://x');
  });

  test('the oldest Gateways by creationTimestamp win the license slots; then input order', () => {
    const out = render(
      docs(
        GATEWAY('young', ', creationTimestamp: "2025-06-01T00:00:00Z"'),
        GATEWAY('old', ', creationTimestamp: "2024-01-01T00:00:00Z"'),
        GATEWAY('unstamped-1'),
        GATEWAY('unstamped-2'),
        DB_SECRET,
      ),
      { ...LICENSED, entitlements: { ...ENTERPRISE, gateways: 3 } },
    );
    const ready = Object.fromEntries(out.statuses.map((s) => [s.name, (s.status.conditions as any[])[0].reason]));
    expect(ready).toEqual({ young: 'Reconciled', old: 'Reconciled', 'unstamped-1': 'Reconciled', 'unstamped-2': 'GatewayLimitExceeded' });
  });

  test('a Gateway whose spec is rejected holds no license slot: an older invalid alt Gateway leaves the Community slot to a valid one', () => {
    const out = render(
      docs(GATEWAY('alt-broken', ', creationTimestamp: "2024-01-01T00:00:00Z"', '  type: alt\n'), GATEWAY('main', ', creationTimestamp: "2025-01-01T00:00:00Z"'), DB_SECRET),
      UNLICENSED,
    );
    const ready = Object.fromEntries(out.statuses.map((s) => [s.name, (s.status.conditions as any[])[0].reason]));
    expect(ready).toEqual({ 'alt-broken': 'InvalidTarget', main: 'Reconciled' });
    expect(out.objects.some((o) => o.kind === 'ProxyInstance' && o.metadata.name === 'main')).toBe(true);
  });

  test('five invalid Gateways push no valid one past a 5-slot license', () => {
    const invalid = [1, 2, 3, 4, 5].map((i) => GATEWAY(`broken-${i}`, `, creationTimestamp: "2024-01-0${i}T00:00:00Z"`, '  type: alt\n'));
    const out = render(docs(...invalid, GATEWAY('a'), GATEWAY('b'), DB_SECRET), { ...LICENSED, entitlements: { ...ENTERPRISE, gateways: 5 } });
    const ready = Object.fromEntries(out.statuses.map((s) => [s.name, (s.status.conditions as any[])[0].reason]));
    expect(ready).toMatchObject({ a: 'Reconciled', b: 'Reconciled', 'broken-1': 'InvalidTarget', 'broken-5': 'InvalidTarget' });
  });

  test('Community: only the first Gateway gets objects', () => {
    const out = render(docs(GATEWAY('a'), GATEWAY('b'), DB_SECRET), UNLICENSED);
    expect(new Set(out.objects.map((o) => o.metadata.labels?.['aigw.dev/owner-name']))).toEqual(new Set(['a']));
  });

  test('an invalid spec is a status, not an error', () => {
    const out = render(docs(GUARDRAIL('pii').replace('catalog: pseudonymizer', 'catalog: nope')), LICENSED);
    expect(out.statuses[0].status.phase).toBe('Invalid');
  });

  test.each([
    ['an unknown kind', 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: x}\n', 'f0.yaml: document 0: unknown input apps/v1 Deployment'],
    ['a document without kind', 'apiVersion: v1\nmetadata: {name: x}\n', 'f0.yaml: document 0: must have apiVersion and kind'],
    ['a Guardrail of another version', GUARDRAIL('pii').replace('v1alpha1', 'v1'), 'f0.yaml: document 0: Guardrail must be apiVersion platform.aigw.dev/v1alpha1, got platform.aigw.dev/v1'],
  ])('%s is an error naming the file and document', (_name, text, message) => {
    expect(() => render(docs(text), LICENSED)).toThrow(message);
  });

  test('a duplicate Guardrail is an error naming both places', () => {
    expect(() => render(docs(GUARDRAIL('pii'), `kind: Secret\napiVersion: v1\nmetadata: {name: s}\n---\n${GUARDRAIL('pii')}`), LICENSED)).toThrow(
      'f1.yaml: document 1: duplicates Guardrail default/pii (first in f0.yaml document 0)',
    );
  });

  test('other platform kinds are read as facts', () => {
    const cluster = 'apiVersion: platform.aigw.dev/v1alpha1\nkind: SqlCluster\nmetadata: {name: pg}\nspec: {host: pg, adminSecretRef: {name: pg-admin}}\n';
    const secret = 'apiVersion: v1\nkind: Secret\nmetadata: {name: main-database}\ndata: {DATABASE_URL: eA==}\n';
    const out = render(docs(GATEWAY('main').replace('{mode: external, connectionSecretRef: {name: db}}', '{mode: sqlCluster, sqlClusterRef: {name: pg}}'), cluster, secret), UNLICENSED);
    expect(out.statuses[0].status.databaseReady).toBe(true);
  });

  describe('platform objects', () => {
    const SQL_GATEWAY = GATEWAY('main').replace('{mode: external, connectionSecretRef: {name: db}}', '{mode: sqlCluster, sqlClusterRef: {name: pg}}');
    const CLUSTER = 'apiVersion: platform.aigw.dev/v1alpha1\nkind: SqlCluster\nmetadata: {name: pg}\nspec: {host: pg.db.svc, adminSecretRef: {name: pg-admin}}\n';

    test('a sqlCluster database counts as provisioned when its SqlCluster is in the input', () => {
      const out = render(docs(SQL_GATEWAY, CLUSTER), UNLICENSED);
      expect(out.statuses[0].status).toMatchObject({ databaseReady: true, databaseName: 'default_main' });
      const instance = out.objects.find((o) => o.kind === 'ProxyInstance')!;
      expect((instance.spec as any).database).toEqual({ connectionSecretRef: { name: 'main-database', key: 'DATABASE_URL' } });
    });

    test('without its SqlCluster a sqlCluster Gateway renders nothing and says SqlClusterNotFound', () => {
      const out = render(docs(SQL_GATEWAY), UNLICENSED);
      expect(out.objects).toEqual([]);
      expect(out.generatedSecrets).toEqual([]);
      expect((out.statuses[0].status.conditions as any[])[0]).toMatchObject({ reason: 'SqlClusterNotFound' });
    });

    test('a PlatformConfig in the input mirrors the images the operator emits', () => {
      const config = 'apiVersion: platform.aigw.dev/v1alpha1\nkind: PlatformConfig\nmetadata: {name: cluster}\nspec: {registry: {mirrors: {registry.aigw.dev: mirror.example.com}}}\n';
      const out = render(docs(GUARDRAIL('pii'), config), LICENSED);
      const images = out.objects.filter((o) => o.kind === 'Deployment').map((o) => (o.spec as any).template.spec.containers[0].image);
      expect(images).toEqual(['mirror.example.com/aigw/aigw:0.1.0', 'mirror.example.com/aigw/aigw:0.1.0']);
    });

    test('a Gateway waiting for its SecretsManagement renders nothing; a Ready one renders', () => {
      const sm = (status: string) =>
        `apiVersion: platform.aigw.dev/v1alpha1\nkind: SecretsManagement\nmetadata: {name: vault}\nspec: {}\nstatus: {conditions: [{type: Ready, status: "${status}"}]}\n`;
      const gw = GATEWAY('main', '', '  secretsRef: {name: vault}\n');
      const waiting = render(docs(gw, DB_SECRET, sm('False')), UNLICENSED);
      expect(waiting.objects).toEqual([]);
      expect((waiting.statuses[0].status.conditions as any[])[0]).toMatchObject({ reason: 'SecretsNotReady' });
      expect(render(docs(gw, DB_SECRET, sm('True')), UNLICENSED).objects.map((o) => o.kind)).toContain('ProxyInstance');
    });

    test('generated Secrets are listed per Gateway and appear in the YAML order before its objects, without data', () => {
      const out = render(docs(GATEWAY('a'), DB_SECRET), UNLICENSED);
      expect(out.generatedSecrets.map((g) => g.name)).toEqual(['a-keys']);
      expect(out.manifests.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['Secret/a-keys', 'ProxyInstance/a', 'ProxyModel/a-chat']);
      for (const g of out.generatedSecrets) {
        expect(g.manifest).not.toHaveProperty('data');
        expect(g.manifest).not.toHaveProperty('stringData');
      }
    });
  });
});

describe('render: the alt SSO client id, by the operator\'s rule', () => {
  const ALT_SSO = (clientIDKey: string) => `  type: alt
  alt: {storageMode: single}
  ingress: {enabled: true, host: ai.example.com, tls: true}
  sso:
    provider: idp-a
    tenantID: t
    clientSecretRef: {name: oidc, clientIDKey: ${clientIDKey}}
`;
  const OIDC = `apiVersion: v1
kind: Secret
metadata: {name: oidc}
data: {app: ${Buffer.from('console-app').toString('base64')}, client-secret: ${Buffer.from('hush').toString('base64')}}
`;
  const ssoOf = (out: ReturnType<typeof render>) => (out.objects.find((o) => o.kind === 'AltEnterpriseConfig') as any).spec.sso;

  test('a Secret in the input holding the named key gives the plain field, whatever the key is called; never the client secret', () => {
    const out = render(docs(GATEWAY('main', '', ALT_SSO('app')), DB_SECRET, OIDC), LICENSED);
    expect(ssoOf(out)).toMatchObject({ clientId: 'console-app' });
    expect(ssoOf(out).clientIdSecretRef).toBeUndefined();
    expect(JSON.stringify(out)).not.toContain('hush');
  });

  test('without the Secret (or the key) the config references the key, as the operator does', () => {
    expect(ssoOf(render(docs(GATEWAY('main', '', ALT_SSO('app')), DB_SECRET), LICENSED))).toMatchObject({ clientIdSecretRef: { name: 'oidc', key: 'app' } });
    expect(ssoOf(render(docs(GATEWAY('main', '', ALT_SSO('other')), DB_SECRET, OIDC), LICENSED))).toMatchObject({ clientIdSecretRef: { name: 'oidc', key: 'other' } });
  });
});

describe('render: the platform CA', () => {
  const ALT = (tag: string) => `  type: alt
  alt: {storageMode: single}
  instance: {image: {tag: '${tag}'}}
`;
  const CA = `apiVersion: v1
kind: Secret
metadata: {name: platform-ca}
data: {ca.crt: ${Buffer.from('-----BEGIN CERTIFICATE-----').toString('base64')}}
`;
  const instanceOf = (out: ReturnType<typeof render>) => (out.objects.find((o) => o.kind === 'AltInstance') as any).spec;
  const inPodTls = (out: ReturnType<typeof render>) => (out.statuses[0].status as any).conditions.find((c: any) => c.type === 'InPodTLS');

  test('a platform-ca Secret with ca.crt among the inputs turns in-pod TLS on for rc.9 and newer', () => {
    const out = render(docs(GATEWAY('main', '', ALT('1.0.0-rc.9')), DB_SECRET, CA), LICENSED);
    expect(instanceOf(out).tls).toEqual({ enabled: true, caBundleSecretRef: { name: 'platform-ca', key: 'ca.crt' } });
    expect(inPodTls(out)).toMatchObject({ status: 'True' });
    expect(JSON.stringify(out)).not.toContain('BEGIN CERTIFICATE');
  });

  test('an older image is refused: InPodTLS=False/TLSUnsupportedGateway, plaintext', () => {
    const out = render(docs(GATEWAY('main', '', ALT('1.0.0-rc.8')), DB_SECRET, CA), LICENSED);
    expect(instanceOf(out).tls).toBeUndefined();
    expect(inPodTls(out)).toMatchObject({ status: 'False', reason: 'TLSUnsupportedGateway' });
  });

  test('without the Secret there is no TLS and no InPodTLS condition', () => {
    const out = render(docs(GATEWAY('main', '', ALT('1.0.0-rc.9')), DB_SECRET), LICENSED);
    expect(instanceOf(out).tls).toBeUndefined();
    expect(inPodTls(out)).toBeUndefined();
  });
});

describe('render: the gate knows the path its alt gateway calls', () => {
  const EXTERNAL = `apiVersion: platform.aigw.dev/v1alpha1
kind: Guardrail
metadata: {name: policy}
spec:
  mode: external
  external: {apiBase: 'https://guard.example.com'}
  alt: {path: /guard/alt-check}
`;
  const ALT_GATEWAY = `  type: alt
  alt: {storageMode: single}
  guardrailRefs: [{name: pii}, {name: policy}]
`;
  const gateEnv = (out: ReturnType<typeof render>, guardrail: string) => {
    const gate = out.objects.find((o) => o.kind === 'Deployment' && o.metadata.name === `${guardrail}-gate`) as any;
    return Object.fromEntries(gate.spec.template.spec.containers[0].env.map((e: any) => [e.name, e.value]));
  };

  test("each gate answers, as the alt protocol, exactly the path its AltGuardrailItem calls", () => {
    const out = render(docs(GATEWAY('main', '', ALT_GATEWAY), GUARDRAIL('pii'), EXTERNAL, DB_SECRET), LICENSED);
    const items = out.objects.filter((o) => o.kind === 'AltGuardrailItem') as any[];
    const calledPath = (name: string) => new URL(items.find((i) => i.spec.name === name).spec.url).pathname;
    expect(calledPath('pseudonymizer')).toBe('/v1/alt/check');
    expect(calledPath('policy')).toBe('/guard/alt-check');
    expect(gateEnv(out, 'pii').AIGW_GATE_ALT_PATH).toBe(calledPath('pseudonymizer'));
    expect(gateEnv(out, 'policy').AIGW_GATE_ALT_PATH).toBe(calledPath('policy'));
  });
});
