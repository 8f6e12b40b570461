import { wholeAnswerHead } from '../../gate/raw-answer';

describe('wholeAnswerHead', () => {
  const head = ['content-type', 'application/json', 'content-length', '5', 'x-request-id', 'id'];

  test("keeps the engine's headers as they are when its content length is the body's", () => {
    const headers = [...head];
    expect(wholeAnswerHead(200, headers, '5', 5, 'POST')).toBe(headers);
  });

  test('adds the content length when the engine sent none (a chunked answer)', () => {
    expect(wholeAnswerHead(200, ['content-type', 'application/json'], undefined, 7, 'POST')).toEqual(['content-type', 'application/json', 'content-length', '7']);
  });

  test("replaces a content length that is not the body's, but not on HEAD", () => {
    expect(wholeAnswerHead(200, [...head], '5', 3, 'POST')).toEqual(['content-type', 'application/json', 'x-request-id', 'id', 'content-length', '3']);
    expect(wholeAnswerHead(200, [...head], '5', 0, 'HEAD')).toEqual(head);
  });

  test.each([204, 101])('drops the body headers of a %i answer', (status) => {
    expect(wholeAnswerHead(status, [...head], '5', 5, 'POST')).toEqual(['x-request-id', 'id']);
  });
});
