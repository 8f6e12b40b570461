import { requestIdMinter } from '../../gate/request-id';

test('one process mints distinct ids under one random prefix', () => {
  const mint = requestIdMinter();
  const ids = Array.from({ length: 1000 }, () => mint());
  expect(new Set(ids).size).toBe(ids.length);
  const prefixes = new Set(ids.map((id) => id.split('-')[0]));
  expect([...prefixes]).toHaveLength(1);
  expect([...prefixes][0]).toMatch(/^[0-9a-f]{24}$/);
});

test('two processes (two minters) never share a prefix, so their ids never collide', () => {
  const [a, b] = [requestIdMinter(), requestIdMinter()];
  expect(a().split('-')[0]).not.toBe(b().split('-')[0]);
  expect(a()).not.toBe(b());
});
