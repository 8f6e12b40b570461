import { callerResponseHeaders, upstreamRequestHeaders } from '../../gate/headers';

describe('upstreamRequestHeaders', () => {
  test.each([
    ['connection'], ['keep-alive'], ['proxy-authorization'], ['proxy-connection'], ['te'], ['trailer'], ['transfer-encoding'], ['upgrade'],
    ['host'], ['content-length'],
  ])('drops %s', (name) => {
    expect(upstreamRequestHeaders({ [name]: 'v', 'x-keep': 'k' }, 'id', undefined)).toEqual({ 'x-keep': 'k', 'x-request-id': 'id' });
  });

  test('drops the headers the Connection header names', () => {
    expect(upstreamRequestHeaders({ connection: 'close, X-Private , x-other', 'x-private': '1', 'x-other': '2', 'x-public': '3' }, 'id', undefined))
      .toEqual({ 'x-public': '3', 'x-request-id': 'id' });
  });

  test('keeps repeated end-to-end headers as lists', () => {
    expect(upstreamRequestHeaders({ 'x-multi': ['a', 'b'] }, 'id', undefined)['x-multi']).toEqual(['a', 'b']);
  });

  test("replaces the caller's x-api-key and x-request-id", () => {
    expect(upstreamRequestHeaders({ 'x-api-key': 'caller', 'x-request-id': 'old' }, 'new', 'configured')).toEqual({ 'x-api-key': 'configured', 'x-request-id': 'new' });
  });

  test("without a configured key the caller's x-api-key passes", () => {
    expect(upstreamRequestHeaders({ 'x-api-key': 'caller' }, 'id', undefined)['x-api-key']).toBe('caller');
  });
});

describe('callerResponseHeaders', () => {
  test('keeps end-to-end headers, drops hop-by-hop ones, echoes the request id', () => {
    const raw = ['Content-Type', 'application/json', 'Transfer-Encoding', 'chunked', 'Connection', 'keep-alive', 'Set-Cookie', 'a', 'set-cookie', 'b'];
    expect(callerResponseHeaders(raw.map((v) => Buffer.from(v)), 'id')).toEqual({
      headers: ['content-type', 'application/json', 'set-cookie', 'a', 'set-cookie', 'b', 'x-request-id', 'id'],
      contentType: 'application/json',
      contentEncoding: undefined,
      contentLength: undefined,
    });
  });

  test('drops the headers the Connection header names, and reads the content encoding', () => {
    const raw = ['connection', 'X-Hop', 'x-hop', '1', 'content-encoding', 'gzip', 'x-end', '2'];
    expect(callerResponseHeaders(raw, 'id')).toEqual({
      headers: ['content-encoding', 'gzip', 'x-end', '2', 'x-request-id', 'id'],
      contentType: undefined,
      contentEncoding: 'gzip',
      contentLength: undefined,
    });
  });

  test("replaces the engine's x-request-id with the gate's, and reads the content length", () => {
    const raw = ['X-Request-Id', 'engine', 'Content-Length', '12', 'x-end', '2'];
    expect(callerResponseHeaders(raw, 'id')).toEqual({
      headers: ['content-length', '12', 'x-end', '2', 'x-request-id', 'id'],
      contentType: undefined,
      contentEncoding: undefined,
      contentLength: '12',
    });
  });
});
