/** AltChatApplication: one application, then one key per rotation index held, each in its own Secret. */
import { Testing } from 'cdk8s';
import { AltChatApplication } from '../../lib/alt/alt-chat-application';

function synth(rotationIndexes: number[]) {
  const chart = Testing.chart();
  new AltChatApplication(chart, 'Chat', { name: 'chat', namespace: 'team-a', instance: 'main', organization: 'main-org', displayName: 'Team chat', models: ['gpt-4o'], rotationIndexes });
  return Testing.synth(chart);
}

test('synthesizes the application and its key', () => {
  expect(synth([0])).toMatchSnapshot();
});

test('a rotation in flight holds both keys, the application first', () => {
  const out = synth([3, 2]);
  expect(out.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['AltApplication/chat-app', 'AltVirtualKey/chat-key-3', 'AltVirtualKey/chat-key-2']);
  expect(out[1].spec).toEqual({ instanceRef: { name: 'main' }, applicationRef: { name: 'chat-app' }, secretName: 'chat-key-3', rotationIndex: 3 });
});

test('refuses to hold no key at all', () => {
  expect(() => synth([])).toThrow('rotationIndexes must not be empty');
});
