/**
 * The gate reads an engine's verdict by scanning the answer, not parsing it: for every valid JSON
 * text it must find exactly what JSON.parse finds, and no verdict wherever JSON.parse finds no object,
 * in both protocols (the block message under `blocked_reason` on LiteLLM's API, `reason` on alt).
 */
import fc from 'fast-check';
import { PROTOCOLS } from '../../gate/protocol';
import { readUpstreamVerdict } from '../../gate/verdict';

/** The verdict as a full parse reads it, the block message under `reasonKey`. */
function parsedVerdict(text: string, reasonKey: string): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const { action, [reasonKey]: reason } = parsed as Record<string, unknown>;
  return { action: typeof action === 'string' ? action : undefined, reason: typeof reason === 'string' ? reason : undefined };
}

const reasonKeys = PROTOCOLS.map((p) => p.reasonKey);
const actions = PROTOCOLS.flatMap((p) => p.actions);
const key = fc.oneof(fc.constantFrom('action', ...reasonKeys, 'texts', 'content', 'act\\u0069on', 're\\u0061son'), fc.string());
const value = fc.oneof(fc.string(), fc.constantFrom(...actions, 'say "hi" \\ \n'), fc.jsonValue());
const reasonKey = fc.constantFrom(...reasonKeys);

/** An object's JSON text, written by hand so keys may repeat and escapes may appear in keys. */
const objectText = fc
  .tuple(fc.array(fc.tuple(key, value), { maxLength: 6 }), fc.constantFrom('', ' ', '\n\t'))
  .map(([entries, space]) => {
    const members = entries.map(([k, v]) => `${space}${k.includes('\\u') ? `"${k}"` : JSON.stringify(k)}${space}:${space}${JSON.stringify(v)}`);
    return `${space}{${members.join(',')}${space}}${space}`;
  });

test('finds what JSON.parse finds in any JSON object, repeated and escaped keys included, for either protocol', () => {
  fc.assert(
    fc.property(objectText, reasonKey, (text, key) => {
      expect(readUpstreamVerdict(Buffer.from(text), undefined, key)).toEqual(parsedVerdict(text, key));
    }),
    { numRuns: 2000 },
  );
});

test('finds no verdict in JSON that is not an object, nor in an object that breaks off', () => {
  fc.assert(
    fc.property(fc.jsonValue(), objectText, fc.nat(), reasonKey, (other, text, cut, key) => {
      const notObject = JSON.stringify(other);
      if (!notObject.startsWith('{')) expect(readUpstreamVerdict(Buffer.from(notObject), undefined, key)).toEqual({});
      const trimmed = text.trimEnd();
      const broken = trimmed.slice(0, cut % trimmed.length);
      expect(readUpstreamVerdict(Buffer.from(broken), undefined, key)).toEqual(parsedVerdict(broken, key));
    }),
    { numRuns: 2000 },
  );
});
