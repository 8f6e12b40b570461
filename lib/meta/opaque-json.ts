/**
 * Arbitrary user JSON (a Guardrail's `spec.params`) placed in an emitted manifest exactly as given.
 * cdk8s rebuilds every plain object while it resolves and sanitizes a manifest (`result[key] = v`),
 * which silently drops a `__proto__` key and throws on a `constructor` key. A JSON patch is applied
 * after that step, so the value set through it reaches the manifest untouched.
 */
import { type ApiObject, JsonPatch } from 'cdk8s';

/** RFC 6901 escaping of one JSON pointer segment. */
function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Sets `value` at `path` (e.g. `['spec', 'params']`) of `apiObject`'s manifest. The parent of
 * `path` must exist in the manifest. Keys such as `__proto__` and `constructor` are kept as data.
 */
export function setOpaqueJson(apiObject: ApiObject, path: readonly string[], value: unknown): void {
  apiObject.addJsonPatch(JsonPatch.add(`/${path.map(pointerSegment).join('/')}`, value));
}
