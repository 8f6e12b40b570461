import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { blockVerdict, isJson, readUpstreamVerdict } from '../../gate/verdict';

describe('blockVerdict', () => {
  test('is the guardrail block verdict with the configured reason', () => {
    expect(JSON.parse(blockVerdict('not "licensed"'))).toEqual({ action: 'BLOCKED', blocked_reason: 'not "licensed"' });
  });
});

describe('readUpstreamVerdict', () => {
  const body = Buffer.from(JSON.stringify({ action: 'GUARDRAIL_INTERVENED', blocked_reason: 'masked', texts: ['[P1]'] }));
  const expected = { action: 'GUARDRAIL_INTERVENED', blockedReason: 'masked' };

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
    ['no action', '{"texts":[]}', { action: undefined, blockedReason: undefined }],
    ['not JSON', 'oops', {}],
    ['a JSON list', '[1]', {}],
    ['a non-string action', '{"action":3}', { action: undefined, blockedReason: undefined }],
  ])('%s gives no verdict', (_name, text, verdict) => {
    expect(readUpstreamVerdict(Buffer.from(text), undefined)).toEqual(verdict);
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
