/**
 * A JSON client for LiteLLM's management API, authenticated with the proxy's master key. The key is
 * passed in (read from the instance's Secret by the caller) and only ever sent as the `Authorization`
 * header: it is never part of an error, a log line or `toString()`.
 *
 * Error bodies (LiteLLM 1.90.7): most management endpoints raise `ProxyException`, rendered by
 * litellm/proxy/proxy_server.py `openai_exception_handler` as `{"error": {"message", "type", "param",
 * "code"}}`; a few (e.g. organization_endpoints.py `info_organization`) raise a bare FastAPI
 * `HTTPException`, rendered as `{"detail": ...}`. `message`/`detail` may themselves be an object such
 * as `{"error": "..."}`. {@link LiteLLMApiError.message} flattens all of them to one line.
 */
import { Agent, request } from 'undici';

export interface LiteLLMApiOptions {
  /** Base URL of the LiteLLM proxy, e.g. `http://main-litellm.ai.svc:4000`. */
  readonly baseUrl: string;
  /** The proxy's master key (general_settings.master_key). Never logged. */
  readonly masterKey: string;
  /** Per-request timeout; default 10 s. */
  readonly timeoutMs?: number;
}

/** A non-2xx answer of the management API. Carries the status and LiteLLM's own message, never the key. */
export class LiteLLMApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${method} ${path}: HTTP ${status}: ${detail}`);
    this.name = 'LiteLLMApiError';
  }
}

/** LiteLLM's error text from any of its error body shapes (see the file comment). */
export function errorDetail(body: unknown): string {
  const flatten = (v: unknown): string => {
    if (v === undefined || v === null) return '';
    if (typeof v === 'string') return v;
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k of ['message', 'error', 'detail']) if (k in o) return flatten(o[k]);
      return JSON.stringify(v);
    }
    return String(v);
  };
  const text = flatten(body);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

export class LiteLLMApi {
  private readonly base: string;
  private readonly dispatcher: Agent;
  private readonly timeoutMs: number;
  // An ES private field: `JSON.stringify(api)` and `util.inspect(api)` show no key.
  readonly #masterKey: string;

  constructor(options: LiteLLMApiOptions) {
    if (!options.masterKey) throw new Error('LiteLLM management API: the master key is empty');
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.#masterKey = options.masterKey;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.dispatcher = new Agent({ headersTimeout: this.timeoutMs, bodyTimeout: this.timeoutMs, connections: 4 });
  }

  get baseUrl(): string {
    return this.base;
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
    const qs = new URLSearchParams(query).toString();
    return this.send<T>('GET', qs ? `${path}?${qs}` : path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PATCH', path, body);
  }

  private async send<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.#masterKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res;
    try {
      res = await request(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.dispatcher,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      // undici's errors name the URL, never the headers.
      throw new Error(`${method} ${this.base}${path}: ${(e as Error).message}`);
    }
    const text = await res.body.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      // Should LiteLLM ever echo the key back, it does not leave this client.
      const detail = (errorDetail(parsed) || '(empty body)').split(this.#masterKey).join('***');
      throw new LiteLLMApiError(method, path.split('?')[0], res.statusCode, detail);
    }
    return parsed as T;
  }
}
