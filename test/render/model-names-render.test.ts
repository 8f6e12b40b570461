/**
 * Emitted model and credential names through `aigw render`: they follow each model, not its place in
 * `models[]`, and a duplicate model name is still an invalid spec naming both entries' field.
 */
import { runRender, tempInputs } from './support';

const inputs = tempInputs('aigw-model-names-');
afterAll(() => inputs.cleanup());

const MODELS = [
  '    - {name: GPT 4, model: openai/gpt-4, refSecretKey: openai}',
  '    - {name: gpt-4, model: azure/gpt-4, refSecretKey: azure, credentials: {apiBase: "https://azure.example.com"}}',
  '    - {name: o3, model: openai/o3, refSecretKey: openai}',
];

function proxyGateway(models: string[]): string {
  return `apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: main, namespace: ai}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  models:
${models.join('\n')}
`;
}

async function render(file: string, models: string[]) {
  const { code, stdout, stderr } = await runRender(['-f', inputs.write(file, proxyGateway(models)), '-o', 'json', '--fail-on', 'none', '--show-held']);
  // Offline, the database Secret is not there: the plan is held, and --show-held prints it whole.
  expect(stderr).toMatch(/^(aigw render: Gateway ai\/main: held: \w+: [^\n]*\n)?$/);
  expect(code).toBe(0);
  return JSON.parse(stdout);
}

const byName = (out: any, kind: string) => Object.fromEntries(out.objects.filter((o: any) => o.kind === kind).map((o: any) => [o.metadata.name, o.spec]));

describe('aigw render: model and credential names', () => {
  test('reordering models[] renames no ProxyCredential or ProxyModel, even where two names slug alike', async () => {
    const forward = await render('forward.yaml', MODELS);
    const reordered = await render('reordered.yaml', [MODELS[2], MODELS[1], MODELS[0]]);
    // The two openai models share one credential; the azure one has its own.
    expect(Object.keys(byName(forward, 'ProxyCredential'))).toHaveLength(2);
    expect(byName(reordered, 'ProxyCredential')).toEqual(byName(forward, 'ProxyCredential'));
    expect(byName(reordered, 'ProxyModel')).toEqual(byName(forward, 'ProxyModel'));
    const credentials = byName(forward, 'ProxyCredential');
    const keyOf = Object.fromEntries(
      Object.values(byName(forward, 'ProxyModel')).map((m: any) => [m.modelName, credentials[m.litellmParams.litellmCredentialName]?.apiKeySecretRef.key]),
    );
    expect(keyOf).toEqual({ 'GPT 4': 'openai', 'gpt-4': 'azure', o3: 'openai' });
  }, 60_000);

  test('a duplicate model name is still an invalid spec naming the field and the name; nothing is emitted', async () => {
    const out = await render('duplicate.yaml', [MODELS[0], MODELS[2], '    - {name: GPT 4, model: openai/gpt-4o, refSecretKey: openai}']);
    const ready = out.statuses[0].status.conditions.find((c: any) => c.type === 'Ready');
    expect(ready).toMatchObject({ status: 'False', reason: 'InvalidTarget' });
    expect(ready.message).toContain('spec.models[2].name: duplicates model "GPT 4"');
    expect(out.objects).toEqual([]);
  }, 60_000);
});
