/**
 * `aigw render` of the ChatUI and Stack examples: the objects the operator would apply and the
 * statuses it would write, with the Stack's Gateway planned as a Gateway of its own and the ChatUI
 * reading its Gateway's planned status.
 */
import * as path from 'node:path';
import { runRender } from './support';

// Each test renders all of examples/ through the CLI (CRD schemas compiled, every kind planned):
// seconds, not milliseconds, on a busy machine.
jest.setTimeout(60_000);

const examples = path.resolve(__dirname, '..', '..', 'examples');
const license = ['--license', path.join(examples, 'license/demo.jwt'), '--license-public-key', path.join(examples, 'license/demo.pub')];

interface Out {
  objects: { kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any }[];
  statuses: { kind: string; name: string; status: any }[];
}

async function renderJson(args: string[]): Promise<Out> {
  const { code, stdout } = await runRender([...args, '-o', 'json']);
  expect(code).toBe(0);
  return JSON.parse(stdout) as Out;
}

const statusOf = (o: Out, kind: string, name: string) => o.statuses.find((s) => s.kind === kind && s.name === name)?.status;
const names = (o: Out) => o.objects.map((x) => `${x.kind}/${x.metadata.name}`);

test('examples/: the ChatUI on alt-main gets an application and a key minted against it; the other uses its own key', async () => {
  const out = await renderJson(['-f', examples, ...license]);
  expect(names(out)).toEqual(expect.arrayContaining(['AltApplication/team-chat-app', 'AltVirtualKey/team-chat-key-0']));
  const app = out.objects.find((x) => x.kind === 'AltApplication')!;
  expect(app.spec).toMatchObject({ instanceRef: { name: 'alt-main' }, organizationRef: { name: 'alt-main-org' } });
  expect(app.metadata.labels).toMatchObject({ 'aigw.dev/owner-kind': 'ChatUI', 'aigw.dev/owner-name': 'team-chat' });
  expect(statusOf(out, 'ChatUI', 'team-chat')).toMatchObject({
    application: 'team-chat-app',
    gatewayURL: statusOf(out, 'Gateway', 'alt-main').url,
    conditions: [expect.objectContaining({ type: 'Ready', status: 'False', reason: 'KeyMinting' })],
  });
  expect(statusOf(out, 'ChatUI', 'partner-chat')).toMatchObject({
    gatewayURL: 'https://llm.partner.example.com',
    apiKeySecretRef: { name: 'partner-chat-key', key: 'api-key' },
    conditions: [expect.objectContaining({ status: 'True', reason: 'KeyReady' })],
  });
});

test('examples/ without a license: the ChatUI is held, nothing minted (the Gateway emits no organization)', async () => {
  const out = await renderJson(['-f', examples]);
  expect(names(out).filter((n) => /^Alt(Application|VirtualKey)\//.test(n))).toEqual([]);
  expect(statusOf(out, 'ChatUI', 'team-chat').conditions[0]).toMatchObject({ status: 'False', reason: 'MultiTenancyUnlicensed' });
});

test('examples/stack/: its stores, its Gateway, and that Gateway planned through the alt path', async () => {
  const out = await renderJson(['-f', path.join(examples, 'stack'), ...license]);
  expect(names(out)).toEqual(expect.arrayContaining(['ColumnstoreCluster/acme-columnstore', 'KvInstance/acme-kv', 'Gateway/acme', 'AltInstance/acme']));
  const instance = out.objects.find((x) => x.kind === 'AltInstance')!;
  expect(instance.spec).toMatchObject({ topology: 'Split', secrets: { licenseKey: { name: 'acme-license', key: 'license' } }, jwt: { enabled: true, requireRegisteredApplication: true } });
  expect(statusOf(out, 'Gateway', 'acme')).toMatchObject({ databaseName: 'alt', conditions: expect.arrayContaining([expect.objectContaining({ type: 'Ready', status: 'True' })]) });
  expect(statusOf(out, 'Stack', 'acme')).toMatchObject({
    gateway: { name: 'acme', ready: true },
    columnstore: 'acme-columnstore',
    kv: 'acme-kv',
    databaseName: 'alt',
    conditions: [expect.objectContaining({ type: 'Ready', status: 'True', reason: 'GatewayReady' })],
  });
});
