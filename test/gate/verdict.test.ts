import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { isJson, readUpstreamVerdict } from '../../gate/verdict';

describe('readUpstreamVerdict', () => {
  const body = Buffer.from(JSON.stringify({ action: 'GUARDRAIL_INTERVENED', blocked_reason: 'masked', texts: ['[P1]'] }));
  const expected = { action: 'GUARDRAIL_INTERVENED', reason: 'masked' };

  test.each([
    [undefined, body],
    ['identity', body],
    ['gzip', gzipSync(body)],
    ['deflate', deflateSync(body)],
    ['br', brotliCompressSync(body)],
  ])('reads action and blocked_reason (content-encoding %s)', (encoding, bytes) => {
    expect(readUpstreamVerdict(bytes, encoding)).toEqual(expected);
  });

  test.each([
    ['no action', '{"texts":[]}', { action: undefined, reason: undefined }],
    ['not JSON', 'oops', {}],
    ['a JSON list', '[1]', {}],
    ['a non-string action', '{"action":3}', { action: undefined, reason: undefined }],
  ])('%s gives no verdict', (_name, text, verdict) => {
    expect(readUpstreamVerdict(Buffer.from(text), undefined)).toEqual(verdict);
  });

  test("reads the alt protocol's reason under the key it is given, and only that key", () => {
    const alt = Buffer.from(JSON.stringify({ action: 'block', reason: 'too many names', blocked_reason: 'other', scope: 'request' }));
    expect(readUpstreamVerdict(alt, undefined, 'reason')).toEqual({ action: 'block', reason: 'too many names' });
    expect(readUpstreamVerdict(alt, undefined, 'blocked_reason')).toEqual({ action: 'block', reason: 'other' });
    expect(readUpstreamVerdict(gzipSync(alt), 'gzip', 'reason')).toEqual({ action: 'block', reason: 'too many names' });
  });

  test('an unknown or corrupt encoding gives no verdict instead of throwing', () => {
    expect(readUpstreamVerdict(body, 'zstd')).toEqual({});
    expect(readUpstreamVerdict(Buffer.from('not gzip'), 'gzip')).toEqual({});
  });
});

describe('isJson', () => {
  test.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/problem+json', true],
    ['text/plain', false],
    [undefined, false],
  ])('%s -> %s', (type, json) => {
    expect(isJson(type)).toBe(json);
  });
});
