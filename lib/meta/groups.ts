/** API groups and versions of the resources aigw reads and emits. */
export const PLATFORM_GROUP = 'platform.aigw.dev';
export const PROXY_GROUP = 'proxy.aigw.dev';
export const ALT_GROUP = 'alt.aigw.dev';
export const VERSION = 'v1alpha1';

export const PLATFORM_API_VERSION = `${PLATFORM_GROUP}/${VERSION}`;
export const PROXY_API_VERSION = `${PROXY_GROUP}/${VERSION}`;
export const ALT_API_VERSION = `${ALT_GROUP}/${VERSION}`;

/** Namespace of the shared, reference-counted catalog engine releases. */
export const ENGINE_NAMESPACE = 'platform-guardrail-system';

/** The field manager of every server-side apply the operator makes. */
export const FIELD_MANAGER = 'aigw-operator';
