import { Deadlines } from '../../gate/deadlines';

// A clock of its own, moved by hand together with Jest's fake timers.
let clock = 0;
const advance = (ms: number) => {
  clock += ms;
  jest.advanceTimersByTime(ms);
};

beforeEach(() => {
  jest.useFakeTimers();
  clock = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

test('each deadline expires its length after it was set, in the order they were set', () => {
  const deadlines = new Deadlines(100, () => clock);
  const expired: string[] = [];
  deadlines.set(() => expired.push('a'));
  advance(30);
  deadlines.set(() => expired.push('b'));
  advance(69);
  expect(expired).toEqual([]);
  advance(1);
  expect(expired).toEqual(['a']);
  advance(29);
  expect(expired).toEqual(['a']);
  advance(1);
  expect(expired).toEqual(['a', 'b']);
  expect(deadlines.size).toBe(0);
});

test('a cleared deadline never expires, wherever it stands in the list, and clearing twice is harmless', () => {
  const deadlines = new Deadlines(100, () => clock);
  const expired: string[] = [];
  const first = deadlines.set(() => expired.push('first'));
  advance(10);
  const middle = deadlines.set(() => expired.push('middle'));
  advance(10);
  deadlines.set(() => expired.push('last'));
  middle.clear();
  first.clear();
  first.clear();
  expect(deadlines.size).toBe(1);
  advance(200);
  expect(expired).toEqual(['last']);
});

test('one timer serves every deadline in flight, and none is left once all are cleared', () => {
  const deadlines = new Deadlines(1000, () => clock);
  const set = Array.from({ length: 500 }, () => deadlines.set(() => undefined));
  expect(jest.getTimerCount()).toBe(1);
  for (const d of set) d.clear();
  expect(jest.getTimerCount()).toBe(0);
});

test('a deadline set after all others were cleared still expires on time', () => {
  const deadlines = new Deadlines(50, () => clock);
  deadlines.set(() => undefined).clear();
  const expired: number[] = [];
  advance(20);
  deadlines.set(() => expired.push(clock));
  advance(49);
  expect(expired).toEqual([]);
  advance(1);
  expect(expired).toEqual([70]);
});

test('when the head was cleared, the timer re-arms for the next deadline instead of expiring it early', () => {
  const deadlines = new Deadlines(100, () => clock);
  const expired: number[] = [];
  const head = deadlines.set(() => expired.push(-1));
  advance(40);
  deadlines.set(() => expired.push(clock));
  head.clear();
  advance(60);
  expect(expired).toEqual([]);
  advance(40);
  expect(expired).toEqual([140]);
});
