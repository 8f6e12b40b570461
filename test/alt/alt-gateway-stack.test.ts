import { Testing } from 'cdk8s';
import { AltGatewayStack, type AltGatewayStackProps } from '../../lib/alt/alt-gateway-stack';

const BASE: AltGatewayStackProps = {
  gateway: 'gw',
  namespace: 'ai',
  instance: {
    storage: { database: { name: 'gw-db', key: 'DATABASE_URL' }, columnstore: { name: 'cs', key: 'url' } },
    authzService: { image: 'registry.example.com/authz:1' },
  },
  models: [{ alias: 'gpt-4o', model: 'openai/gpt-4o', apiKeySecretRef: { name: 'keys', key: 'openai' } }],
};

function synth(props: Partial<AltGatewayStackProps> & { instance?: Partial<AltGatewayStackProps['instance']> } = {}) {
  const chart = Testing.chart();
  new AltGatewayStack(chart, 'alt', { ...BASE, ...props, instance: { ...BASE.instance, ...(props.instance ?? {}) } });
  return Testing.synth(chart);
}

describe('AltGatewayStack (without plan())', () => {
  test('applies its documented defaults: AllInOne, one replica, emptyDir artifacts, split storage on database alt', () => {
    const objects = synth();
    expect(objects).toMatchSnapshot();
    const instance = objects.find((o) => o.kind === 'AltInstance')!;
    expect(instance.spec).toMatchObject({ topology: 'AllInOne', api: { replicas: 1 }, artifacts: { mode: 'emptyDir' }, storage: { mode: 'split', columnstore: { database: 'alt' } } });
  });

  test.each([
    [{ instance: { worker: { enabled: true } } }, "a dedicated worker needs topology 'Split', got 'AllInOne' (gateway 'gw')"],
    [{ instance: { replicas: 2 } }, "2 API replicas need a kv store for HA quotas, got none (gateway 'gw')"],
    [{ instance: { artifacts: { mode: 'pvc' as const } } }, "artifacts mode 'pvc' needs a claimName (gateway 'gw')"],
    [{ instance: { topology: 'Split' as const, jobWorkers: 2 } }, "jobWorkers runs in-process and needs topology 'AllInOne', got 'Split' (gateway 'gw')"],
    [{ instance: { authz: { apiUrl: 'http://a', apiUrlSecretRef: { name: 'a', key: 'u' } } } }, "authz takes apiUrl or apiUrlSecretRef, not both (gateway 'gw')"],
    [{ modelAccess: { grants: [] } }, "model access is org-rooted and needs an organization (gateway 'gw')"],
    [{ branding: { builtin: true, configMapRef: { name: 'mine', key: 'k' } } }, "branding takes the built-in pack or ConfigMap 'mine', not both (gateway 'gw')"],
    [
      { models: [{ alias: 'a', model: 'openai/a' }, { alias: 'b', model: 'openai/b', apiBase: 'https://x' }] },
      "models 'a' and 'b' share provider 'openai' but not its connection (driver, apiBase, apiVersion, API key) (gateway 'gw')",
    ],
  ])('refuses %j', (props, message) => {
    expect(() => synth(props as Partial<AltGatewayStackProps>)).toThrow(message);
  });

  test('two deployments of one alias get distinct AltModel names', () => {
    const models = synth({ models: [{ alias: 'gpt', model: 'openai/gpt-4o', weight: 1 }, { alias: 'gpt', model: 'openai/gpt-4o', weight: 3 }] }).filter((o) => o.kind === 'AltModel');
    expect(models.map((m) => m.metadata.name)).toEqual(['gw-model-gpt', 'gw-model-gpt-2']);
  });

  test('long names stay valid DNS labels and distinct', () => {
    const long = 'x'.repeat(80);
    const names = synth({ teams: [{ name: `${long}-a` }, { name: `${long}-b` }] })
      .filter((o) => o.kind === 'AltTeam')
      .map((t) => t.metadata.name as string);
    expect(names.every((n) => n.length <= 63 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(2);
  });
});
