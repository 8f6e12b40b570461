import { reusedFor } from '../../../runtime/kube/config';

test('credentials are reused for their window, then loaded again; fresh always loads', async () => {
  let clock = 0;
  let loads = 0;
  const headers = reusedFor(10_000, async () => ({ authorization: `Bearer t${++loads}` }), () => clock);
  expect(await headers()).toEqual({ authorization: 'Bearer t1' });
  clock = 9_999;
  expect(await headers()).toEqual({ authorization: 'Bearer t1' });
  clock = 10_000;
  expect(await headers()).toEqual({ authorization: 'Bearer t2' });
  expect(await headers(true)).toEqual({ authorization: 'Bearer t3' });
  expect(await headers()).toEqual({ authorization: 'Bearer t3' });
});
