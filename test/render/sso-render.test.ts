/**
 * SSO on a `proxy` Gateway through `aigw render`: the legacy `enableIdpASSO` config references its
 * tenant in the same Secret as the client, and an `idp-b`/`idp-c` login without the three endpoints
 * LiteLLM needs is refused up front.
 */
import { runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-sso-render-');
afterAll(() => inputs.cleanup());

function proxyGateway(spec: string): string {
  return `apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: main, namespace: ai}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  models: [{name: gpt-4o, model: openai/gpt-4o, refSecretKey: openai}]
  ingress: {enabled: true, host: ai.example.com, tls: true}
${spec}
`;
}

async function render(name: string, spec: string) {
  const file = inputs.write(name, proxyGateway(spec));
  const { code, stdout, stderr } = await runRender(['-f', file, '-o', 'json', '--fail-on', 'none', '--show-held']);
  // Offline, the database Secret is not there: the plan is held, and --show-held prints it whole.
  expect(stderr).toMatch(/^(aigw render: Gateway ai\/main: held: \w+: [^\n]*\n)?$/);
  expect(code).toBe(0);
  const out = JSON.parse(stdout);
  return { out, status: out.statuses.find((s: any) => s.kind === 'Gateway').status, instance: out.objects.find((o: any) => o.kind === 'ProxyInstance') };
}

describe('aigw render: proxy SSO', () => {
  test('enableIdpASSO: the tenant is referenced in idp-a-sso-credentials, key tenant-id, beside the client keys; never inlined', async () => {
    const { instance } = await render('legacy.yaml', '  enableIdpASSO: true');
    expect(instance.spec.sso).toEqual({
      provider: 'idp-a',
      clientIdSecretRef: { name: 'idp-a-sso-credentials', key: 'client-id' },
      clientSecretSecretRef: { name: 'idp-a-sso-credentials', key: 'client-secret' },
      tenantIdSecretRef: { name: 'idp-a-sso-credentials', key: 'tenant-id' },
      scopes: ['openid', 'profile', 'email'],
    });
  }, 60_000);

  test.each(['idp-b', 'idp-c'])('%s without the three endpoints is refused (InvalidTarget), naming the missing fields; nothing is emitted', async (provider) => {
    const { out, status } = await render(`${provider}.yaml`, `  sso:
    provider: ${provider}
    issuerURL: https://idp.example.com
    clientSecretRef: {name: sso}
    tokenEndpoint: https://idp.example.com/token`);
    const ready = status.conditions.find((c: any) => c.type === 'Ready');
    expect(ready).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(ready.message).toContain('spec.sso.authorizationEndpoint, spec.sso.userinfoEndpoint');
    expect(ready.message).not.toContain('spec.sso.tokenEndpoint');
    expect(out.objects).toEqual([]);
  }, 60_000);

  test('idp-b with all three endpoints renders', async () => {
    const { status, instance } = await render('idp-b-ok.yaml', `  sso:
    provider: idp-b
    clientSecretRef: {name: sso}
    authorizationEndpoint: https://idp.example.com/authorize
    tokenEndpoint: https://idp.example.com/token
    userinfoEndpoint: https://idp.example.com/userinfo`);
    expect(status.conditions.find((c: any) => c.type === 'Ready').reason).not.toBe('InvalidTarget');
    expect(instance.spec.sso).toMatchObject({ provider: 'idp-b', tokenEndpoint: 'https://idp.example.com/token' });
  }, 60_000);
});
