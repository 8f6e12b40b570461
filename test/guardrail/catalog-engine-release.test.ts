import { Testing } from 'cdk8s';
import { CatalogEngineRelease, type CatalogEngineReleaseProps } from '../../lib/guardrail/catalog-engine-release';
import { PSEUDONYMIZER } from '../../lib/guardrail/catalog';

function synth(props: Partial<CatalogEngineReleaseProps> = {}) {
  const chart = Testing.chart();
  new CatalogEngineRelease(chart, 'engine', { engine: PSEUDONYMIZER, image: 'engine:1', namespace: false, ...props });
  return Testing.synth(chart) as any[];
}

const container = (objects: any[]) => objects.find((o) => o.kind === 'Deployment').spec.template.spec.containers[0];

const REDIS = { url: 'redis://mappings.cache.svc.cluster.local:6379/0', passwordSecretRef: { name: 'pseudonymizer-redis', key: 'password' } };

describe('CatalogEngineRelease', () => {
  test('with a Redis store: N replicas, --store redis, the URL as env and the password as a secretKeyRef', () => {
    const objects = synth({ replicas: 3, store: { redis: REDIS } });
    expect(objects).toMatchSnapshot();
    const deployment = objects.find((o) => o.kind === 'Deployment');
    expect(deployment.spec.replicas).toBe(3);
    expect(container(objects).args).toEqual(['engine', 'pseudonymizer', '--port', '8080', '--store', 'redis']);
    expect(container(objects).env).toEqual([
      { name: 'AIGW_REDIS_URL', value: REDIS.url },
      { name: 'AIGW_REDIS_PASSWORD', valueFrom: { secretKeyRef: { name: 'pseudonymizer-redis', key: 'password' } } },
    ]);
  });

  test('an ACL user comes from a Secret too', () => {
    const env = container(synth({ store: { redis: { ...REDIS, usernameSecretRef: { name: 'pseudonymizer-redis', key: 'user' } } } })).env;
    expect(env).toContainEqual({ name: 'AIGW_REDIS_USERNAME', valueFrom: { secretKeyRef: { name: 'pseudonymizer-redis', key: 'user' } } });
  });

  test('without a store: one replica, no store flags or env', () => {
    const objects = synth();
    expect(objects.find((o) => o.kind === 'Deployment').spec.replicas).toBe(1);
    expect(container(objects).args).toEqual(['engine', 'pseudonymizer', '--port', '8080']);
    expect(container(objects).env).toBeUndefined();
  });

  test('refuses more than one replica without a shared store', () => {
    expect(() => synth({ replicas: 2 })).toThrow(
      "engine replicas > 1 need a shared store (store.redis), got 2 replicas with in-memory mappings (engine 'pseudonymizer')",
    );
  });

  test('refuses a store URL that is not redis:// or that holds a password, without echoing it', () => {
    expect(() => synth({ store: { redis: { url: 'http://cache:6379' } } })).toThrow(
      "store.redis.url must be a redis:// or rediss:// URL (engine 'pseudonymizer')",
    );
    let message = '';
    try {
      synth({ store: { redis: { url: 'redis://:hunter2@cache:6379' } } });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe("store.redis.url must not hold a password: use store.redis.passwordSecretRef (engine 'pseudonymizer')");
  });
});
