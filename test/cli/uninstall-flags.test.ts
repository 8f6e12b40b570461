/** `aigw uninstall --timeout`: the durations it takes, in milliseconds. */
import { durationMs } from '../../cli/commands/uninstall';

test.each([
  ['90s', 90_000],
  ['5m', 300_000],
  ['1h', 3_600_000],
  ['250ms', 250],
  ['30', 30_000],
  ['1.5m', 90_000],
])('%s is %d ms', (text, ms) => {
  expect(durationMs('--timeout', text)).toBe(ms);
});

test.each(['', '5 minutes', '-1s', 'm'])('%j is refused, naming the flag', (text) => {
  expect(() => durationMs('--timeout', text)).toThrow(/^--timeout must be a duration such as 90s or 5m/);
});
