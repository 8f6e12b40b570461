/**
 * Where a catalog engine keeps its name mappings: a fact of the platform (PlatformConfig) that both
 * the engine's release and the plan inputs name, so it sits below both.
 */

/** A key of a Secret in the engine's namespace (`platform-guardrail-system`). */
export interface EngineSecretKeyRef {
  readonly name: string;
  readonly key: string;
}

/**
 * A Redis-compatible server the user runs (Redis 5+, Valkey, a managed Redis), on which every
 * replica of the engine keeps its name mappings. aigw does not deploy it.
 */
export interface EngineRedisStore {
  /**
   * `redis://host:6379/0`, or `rediss://…` for TLS. Must not hold a password.
   */
  readonly url: string;
  /**
   * The Secret key holding the server's password, passed as `AIGW_REDIS_PASSWORD` through
   * `secretKeyRef` (never inlined). The Secret must live in `platform-guardrail-system`.
   *
   * @default - no password
   */
  readonly passwordSecretRef?: EngineSecretKeyRef;
  /**
   * The Secret key holding an ACL user name (`AIGW_REDIS_USERNAME`).
   *
   * @default - the server's default user
   */
  readonly usernameSecretRef?: EngineSecretKeyRef;
}

/** Where the engine keeps its mappings; several replicas need a shared one. */
export interface EngineStore {
  readonly redis: EngineRedisStore;
}
