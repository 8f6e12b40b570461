import { keptConnectionSecret } from '../../lib/plan/database';
import { gateway } from './fixtures';

const MODELS = { models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }] };

describe('keptConnectionSecret', () => {
  test('a sqlCluster Gateway keeps its <gateway>-database Secret, even with no SqlCluster to provision on', () => {
    const gw = gateway({ ...MODELS, database: { mode: 'sqlCluster', sqlClusterRef: { name: 'missing' } } });
    expect(keptConnectionSecret(gw)).toEqual({ namespace: 'team-a', name: 'main-database' });
  });

  test('an external database keeps nothing of ours: the user owns connectionSecretRef', () => {
    const gw = gateway({ ...MODELS, database: { mode: 'external', connectionSecretRef: { name: 'db', key: 'DATABASE_URL' } } });
    expect(keptConnectionSecret(gw)).toBeUndefined();
  });

  test('an unparsable Gateway keeps nothing', () => {
    expect(keptConnectionSecret(gateway({ database: 'nonsense' }))).toBeUndefined();
  });
});
