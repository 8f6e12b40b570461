/**
 * `AltGatewayStack.fromResource`: an `alt` Gateway resource mapped as the operator maps it, its keys
 * emitted as the Secrets render lists and referenced, and refused as render refuses it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Testing } from 'cdk8s';
import { parseAllDocuments } from 'yaml';
import { AltGatewayStack } from '../../lib/alt/alt-gateway-stack';
import { root } from '../render/support';

const [ALT] = parseAllDocuments(fs.readFileSync(path.join(root, 'examples', 'alt-gateway.yaml'), 'utf8')).map((d) => d.toJS());

describe('AltGatewayStack.fromResource', () => {
  test('the alt example synthesizes its AltInstance with the generated keys referenced, their Secrets emitted without a value', () => {
    const chart = Testing.chart();
    AltGatewayStack.fromResource(chart, 'alt', ALT);
    const objects = Testing.synth(chart) as any[];
    const instance = objects.find((o) => o.kind === 'AltInstance');
    expect(instance.metadata.name).toBe('alt-main');
    const secrets = objects.filter((o) => o.metadata.annotations?.['aigw.dev/generated-key']);
    // The example references its data-encryption key; the master key is generated.
    expect(secrets.map((s) => s.metadata.name)).toEqual(['alt-main-keys']);
    for (const s of secrets) expect(s.data ?? s.stringData).toBeUndefined();
    expect(JSON.stringify(instance.spec)).toContain('alt-main-keys');
    // Created first: the instance depends on them.
    expect(objects.findIndex((o) => o.metadata.name === 'alt-main-keys')).toBeLessThan(objects.indexOf(instance));
  });

  test('an unknown field and a proxy Gateway are refused', () => {
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'a', { ...ALT, spec: { ...ALT.spec, alt: { ...ALT.spec.alt, topolgy: 'Split' } } })).toThrow(
      'invalid Gateway ai/alt-main: spec.alt.topolgy: unknown field',
    );
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'p', { ...ALT, spec: { ...ALT.spec, type: 'proxy', alt: undefined } })).toThrow("AltGatewayStack renders type alt only, got 'proxy'");
  });

  test('insecureSkipVerify is refused when the facts hold a production PlatformConfig, as plan() refuses it', () => {
    const skip = { ...ALT, spec: { ...ALT.spec, alt: { ...ALT.spec.alt, jwt: { ...ALT.spec.alt.jwt, insecureSkipVerify: true } } } };
    const production = { platformObjects: [{ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'PlatformConfig', metadata: { name: 'cluster' }, spec: { environment: 'production' } }] };
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'a', skip, { facts: production })).toThrow('spec.alt.jwt.insecureSkipVerify: is refused in a production environment');
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'a', skip)).not.toThrow();
  });

  test('a resource without apiVersion and kind is still checked against the schema', () => {
    const { apiVersion: _a, kind: _k, ...bare } = ALT;
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'a', { ...bare, spec: { ...ALT.spec, databse: {} } })).toThrow('invalid Gateway ai/alt-main: spec.databse: unknown field');
    expect(() => AltGatewayStack.fromResource(Testing.chart(), 'k', { ...ALT, kind: 'Guardrail' })).toThrow('invalid Gateway ai/alt-main: kind: must be Gateway, got "Guardrail"');
  });
});
