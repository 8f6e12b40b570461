/**
 * `ProxyGatewayStack.status()` and `GuardrailRelease.status()` give the status `aigw render` prints
 * for the same input, offline: the conditions a construct user would otherwise only see in the cluster.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { root, runRender } from '../render/support';

const docsOf = (f: string) => parseAllDocuments(fs.readFileSync(path.join(root, 'examples', f), 'utf8')).map((d) => d.toJS());
const file = (f: string) => path.join(root, 'examples', f);

describe('offline status of a construct', () => {
  test('the proxy example under Community: the same status, events and hold as `aigw render`', async () => {
    const [gateway] = docsOf('proxy-gateway.yaml');
    const objects = [...docsOf('proxy-secrets.yaml'), ...docsOf('guardrail-pseudonymizer.yaml'), ...docsOf('guardrail-external.yaml')];
    const rendered = await runRender(['-f', file('proxy-gateway.yaml'), '-f', file('proxy-secrets.yaml'), '-f', file('guardrail-pseudonymizer.yaml'), '-f', file('guardrail-external.yaml'), '-o', 'json', '--fail-on', 'none']);
    const out = JSON.parse(rendered.stdout);
    const mine = (x: any) => x.kind === 'Gateway' && x.name === 'main';
    const status = ProxyGatewayStack.status(gateway, { objects });
    expect(status.status).toEqual(out.statuses.find(mine).status);
    expect(status.status.conditions).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'Ready', status: 'False', reason: 'GuardrailNotReady' })]));
    expect(status.events).toEqual(out.events.filter(mine).map(({ type, reason, message }: any) => ({ type, reason, message })));
    expect(status.held).toEqual({ reason: 'GuardrailNotReady', message: expect.any(String) });
  }, 60_000);

  test('a Guardrail with an invalid spec: phase Invalid, as render says', () => {
    const s = GuardrailRelease.status({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: { name: 'pii', namespace: 'ai' }, spec: { mode: 'catalog', catalog: 'nope' } });
    expect(s.status.phase).toBe('Invalid');
    expect(s.status.conditions).toEqual([expect.objectContaining({ type: 'Ready', status: 'False', reason: 'InvalidSpec', message: expect.stringContaining('spec.catalog: must be one of pseudonymizer') })]);
  });
});
