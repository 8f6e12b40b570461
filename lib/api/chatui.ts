/**
 * The ChatUI kind: untrusted JSON -> a typed, defaulted spec, or the list of field errors. A ChatUI
 * gets its gateway key one of two ways: `gatewayRef` names an `alt` Gateway in the same namespace
 * (the operator registers an application on it and mints the key), or `gateway` gives any gateway's
 * URL and a Secret holding a key the user minted. Exactly one of them is set.
 */
import type { ResourceInput } from '../plan/types';
import type { ParseResult } from './guardrail';
import { isHttpUrl } from './http-url';
import { parseMetadata, type ObjectMeta } from './metadata';
import { FieldErrors, SpecReader } from './reader';
import { parseLocalRef, parseSecretKeyRef, type LocalRef, type SecretKeyRef } from './refs';

export const CHATUI_KIND = 'ChatUI';
/** The key of `gateway.apiKeySecretRef` when none is named, and of every minted key Secret. */
export const DEFAULT_API_KEY_KEY = 'api-key';

export interface ChatUISpec {
  /** An `alt` Gateway in the ChatUI's namespace. Exactly one of `gatewayRef` and `gateway`. */
  readonly gatewayRef?: LocalRef;
  /** Any gateway, with a key the user minted. */
  readonly gateway?: { readonly url: string; readonly apiKeySecretRef: SecretKeyRef };
  /** Name of the application in the console (`gatewayRef`). Default: the ChatUI's name. */
  readonly displayName: string;
  /** Model aliases the application may call. Absent: all the Gateway serves. */
  readonly models?: readonly string[];
  /** Raise it to rotate the minted key. Default 0. */
  readonly rotationIndex: number;
}

export interface ChatUI {
  readonly metadata: ObjectMeta;
  readonly spec: ChatUISpec;
  /** The status as last written (the key in use is read from it during a rotation). */
  readonly status?: unknown;
}

function parseChatUISpec(spec: unknown, metadata: ObjectMeta, errors: FieldErrors): ChatUISpec | undefined {
  const r = SpecReader.of(spec, 'spec', errors, { required: true });
  const gatewayRef = parseLocalRef(r.object('gatewayRef'));
  const g = r.object('gateway');
  let gateway: ChatUISpec['gateway'];
  if (g.present) {
    const url = g.string('url', { required: true });
    if (url !== undefined && !isHttpUrl(url)) g.error('url', `must be an http(s) URL, got ${JSON.stringify(url)}`);
    if (url !== undefined && /^https?:\/\/[^/@\s]*@/i.test(url)) g.error('url', 'must not carry credentials; the key goes in apiKeySecretRef');
    const apiKeySecretRef = parseSecretKeyRef(g.object('apiKeySecretRef', { required: true }), DEFAULT_API_KEY_KEY);
    if (url !== undefined && apiKeySecretRef) gateway = { url, apiKeySecretRef };
  }
  if (r.has('gatewayRef') === r.has('gateway')) {
    r.error('gatewayRef', r.has('gateway') ? 'must not be set together with spec.gateway' : 'or spec.gateway is required');
  }
  if (g.present) {
    // These describe the application the operator registers; a user-minted key has none.
    for (const key of ['displayName', 'models', 'rotationIndex']) {
      if (r.has(key)) r.error(key, 'applies to spec.gatewayRef (an application the operator registers) and must not be set with spec.gateway');
    }
  }
  const models = r.strings('models');
  models?.forEach((m, i) => {
    if (m.length === 0) errors.add(`spec.models[${i}]`, 'must not be empty');
  });
  const displayName = r.string('displayName', { required: r.has('displayName') }) ?? metadata.name;
  const rotationIndex = r.int('rotationIndex', { min: 0 }) ?? 0;
  return {
    ...(gatewayRef ? { gatewayRef } : {}),
    ...(gateway ? { gateway } : {}),
    displayName,
    ...(models ? { models } : {}),
    rotationIndex,
  };
}

export function parseChatUI(resource: ResourceInput): ParseResult<ChatUI> {
  const errors = new FieldErrors();
  const metadata = parseMetadata(resource, errors);
  const spec = parseChatUISpec(resource.spec, metadata, errors);
  return spec && errors.empty
    ? { value: { metadata, spec, ...(resource.status !== undefined ? { status: resource.status } : {}) }, metadata, errors }
    : { metadata, errors };
}
