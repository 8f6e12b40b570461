/**
 * The gate reads an engine's verdict by scanning the answer, not parsing it: for every valid JSON
 * text it must find exactly what JSON.parse finds, and no verdict wherever JSON.parse finds no object.
 */
import fc from 'fast-check';
import { readUpstreamVerdict } from '../../gate/verdict';

/** The verdict as a full parse reads it. */
function parsedVerdict(text: string): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const { action, blocked_reason: reason } = parsed as Record<string, unknown>;
  return { action: typeof action === 'string' ? action : undefined, blockedReason: typeof reason === 'string' ? reason : undefined };
}

const key = fc.oneof(fc.constantFrom('action', 'blocked_reason', 'texts', 'act\\u0069on'), fc.string());
const value = fc.oneof(fc.string(), fc.constantFrom('NONE', 'BLOCKED', 'say "hi" \\ \n'), fc.jsonValue());

/** An object's JSON text, written by hand so keys may repeat and escapes may appear in keys. */
const objectText = fc
  .tuple(fc.array(fc.tuple(key, value), { maxLength: 6 }), fc.constantFrom('', ' ', '\n\t'))
  .map(([entries, space]) => {
    const members = entries.map(([k, v]) => `${space}${k.includes('\\u') ? `"${k}"` : JSON.stringify(k)}${space}:${space}${JSON.stringify(v)}`);
    return `${space}{${members.join(',')}${space}}${space}`;
  });

test('finds what JSON.parse finds in any JSON object, repeated and escaped keys included', () => {
  fc.assert(
    fc.property(objectText, (text) => {
      expect(readUpstreamVerdict(Buffer.from(text), undefined)).toEqual(parsedVerdict(text));
    }),
    { numRuns: 2000 },
  );
});

test('finds no verdict in JSON that is not an object, nor in an object that breaks off', () => {
  fc.assert(
    fc.property(fc.jsonValue(), objectText, fc.nat(), (other, text, cut) => {
      const notObject = JSON.stringify(other);
      if (!notObject.startsWith('{')) expect(readUpstreamVerdict(Buffer.from(notObject), undefined)).toEqual({});
      const trimmed = text.trimEnd();
      const broken = trimmed.slice(0, cut % trimmed.length);
      expect(readUpstreamVerdict(Buffer.from(broken), undefined)).toEqual(parsedVerdict(broken));
    }),
    { numRuns: 2000 },
  );
});
