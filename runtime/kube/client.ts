/**
 * A small Kubernetes REST client over undici: get, list, watch, server-side apply, delete, create and
 * update, for any resource type discovery can name. It holds no cache and no client-node types, so
 * the integration tests and the benchmark use it too (jest cannot load the ESM-only client-node).
 */
import { Agent, request, type Dispatcher } from 'undici';
import { TokenBucket } from './rate-limiter';
import { KubeApiError, type KubeObject, type ListResult, type ResourceType, type WatchEvent } from './types';

/** Where the API server is and how to authenticate; built from a kubeconfig or in-cluster config. */
export interface KubeConnection {
  readonly server: string;
  readonly ca?: string | Buffer;
  readonly cert?: string | Buffer;
  readonly key?: string | Buffer;
  readonly insecureSkipTlsVerify?: boolean;
  /**
   * Authorization headers, asked for on each request so rotating tokens keep working; `fresh` after
   * the API server answered 401, when a header it may have reused is not good any more.
   */
  readonly authHeaders: (fresh?: boolean) => Promise<Record<string, string>>;
}

/** Called after every request that changes something (what a steady state must never do). */
/** Sees the status code of every response (0 when no response came), as `rest_client_requests_total` counts them. */
export type ResponseObserver = (method: string, code: number) => void;

/** Client-side limits on requests to the API server. */
export interface ClientLimits {
  /** Requests per second, refilled continuously; 0 = no client-side limit. @default 0 */
  readonly qps?: number;
  /** Requests allowed at once above the rate. @default 2 × qps, at least 1 */
  readonly burst?: number;
  /** How often a request answered 429 Too Many Requests is retried, after its Retry-After. @default 5 */
  readonly maxRetries429?: number;
}

/** Longest Retry-After honoured: a larger value is capped, so a request never hangs for minutes. */
const MAX_RETRY_AFTER_MS = 10_000;

/** The wait a 429's Retry-After asks for (seconds, or an HTTP date), 1 s when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return 1000;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return 1000;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

export type WriteObserver = (verb: 'apply' | 'create' | 'update' | 'delete' | 'patch', rt: ResourceType) => void;

export interface ListOptions {
  readonly namespace?: string;
  readonly labelSelector?: string;
  readonly fieldSelector?: string;
}

export interface WatchOptions extends ListOptions {
  readonly resourceVersion: string;
  readonly timeoutSeconds: number;
  readonly signal: AbortSignal;
}

export interface ApplyOptions {
  readonly fieldManager: string;
  readonly force?: boolean;
  readonly subresource?: 'status';
}

export class KubeClient {
  private readonly dispatcher: Agent;
  /**
   * Watches hold their connection for minutes: on the request pool's 64 they would starve every
   * other request once a process watches many kinds in many namespaces (one watch per kind and
   * namespace), so they get connections of their own, one each.
   */
  private readonly watchDispatcher: Agent;
  private readonly base: string;
  private writeObservers: WriteObserver[] = [];
  private responseObservers: ResponseObserver[] = [];
  private readonly limiter: TokenBucket;
  private readonly maxRetries429: number;

  constructor(
    private readonly connection: KubeConnection,
    limits: ClientLimits = {},
  ) {
    const qps = limits.qps ?? 0;
    this.limiter = new TokenBucket(qps, limits.burst ?? Math.max(1, Math.ceil(2 * qps)));
    this.maxRetries429 = limits.maxRetries429 ?? 5;
    this.base = connection.server.replace(/\/+$/, '');
    const connect = {
      ca: connection.ca,
      cert: connection.cert,
      key: connection.key,
      rejectUnauthorized: !connection.insecureSkipTlsVerify,
    };
    // Watches are long-lived streams; the per-request timers must not cut them.
    this.dispatcher = new Agent({ connect, bodyTimeout: 0, headersTimeout: 60_000, connections: 64 });
    this.watchDispatcher = new Agent({ connect, bodyTimeout: 0, headersTimeout: 60_000 });
  }

  onWrite(observer: WriteObserver): void {
    this.writeObservers.push(observer);
  }

  onResponse(observer: ResponseObserver): void {
    this.responseObservers.push(observer);
  }

  async close(): Promise<void> {
    await Promise.all([this.dispatcher.close(), this.watchDispatcher.close()]);
  }

  /** The URL path of a collection, an object, or one of its subresources. */
  static path(rt: ResourceType, namespace?: string, name?: string, subresource?: string): string {
    let p = rt.group ? `/apis/${rt.group}/${rt.version}` : `/api/${rt.version}`;
    if (rt.namespaced && namespace) p += `/namespaces/${encodeURIComponent(namespace)}`;
    p += `/${rt.plural}`;
    if (name !== undefined) p += `/${encodeURIComponent(name)}`;
    if (subresource) p += `/${subresource}`;
    return p;
  }

  /** A raw JSON request; `undefined` body means none. Throws {@link KubeApiError} on non-2xx. */
  async raw<T = unknown>(
    method: string,
    path: string,
    options: { query?: Record<string, string | undefined>; body?: unknown; contentType?: string; signal?: AbortSignal } = {},
  ): Promise<T> {
    const url = new URL(this.base + path);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    // A 429 was not processed, so any verb may be sent again once the server's Retry-After has passed.
    for (let attempt = 0; ; attempt++) {
      const res = await this.sendAuthorized(url, { method, headers, body, signal: options.signal });
      const text = await res.body.text();
      if (res.statusCode === 429 && attempt < this.maxRetries429) {
        await new Promise((r) => setTimeout(r, retryAfterMs(res.headers['retry-after'])));
        continue;
      }
      if (res.statusCode < 200 || res.statusCode >= 300) throw toApiError(res.statusCode, text, `${method} ${url.pathname}`);
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }

  /**
   * {@link send} with the connection's credentials. A 401 was not processed, so any verb may go once
   * more, with credentials asked for afresh (a token that expired or was rotated).
   */
  private async sendAuthorized(url: URL, options: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal; watch?: boolean }): Promise<Dispatcher.ResponseData> {
    const res = await this.send(url, { ...options, headers: { ...options.headers, ...(await this.connection.authHeaders()) } });
    if (res.statusCode !== 401) return res;
    await res.body.text();
    return this.send(url, { ...options, headers: { ...options.headers, ...(await this.connection.authHeaders(true)) } });
  }

  /** One request through the rate limiter, its status code seen by the response observers. */
  private async send(url: URL, options: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal; watch?: boolean }): Promise<Dispatcher.ResponseData> {
    await this.limiter.take();
    try {
      const dispatcher = options.watch ? this.watchDispatcher : this.dispatcher;
      const res = await request(url, { method: options.method as 'GET', headers: options.headers, body: options.body, dispatcher, signal: options.signal });
      for (const o of this.responseObservers) o(options.method, res.statusCode);
      return res;
    } catch (e) {
      for (const o of this.responseObservers) o(options.method, 0);
      throw e;
    }
  }

  async get(rt: ResourceType, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    try {
      return await this.raw<KubeObject>('GET', KubeClient.path(rt, namespace, name));
    } catch (e) {
      if (e instanceof KubeApiError && e.status === 404) return undefined;
      throw e;
    }
  }

  async list(rt: ResourceType, options: ListOptions = {}): Promise<ListResult> {
    const res = await this.raw<{ items?: KubeObject[]; metadata?: { resourceVersion?: string } }>(
      'GET',
      KubeClient.path(rt, options.namespace),
      { query: { labelSelector: options.labelSelector, fieldSelector: options.fieldSelector } },
    );
    // Items of a list carry no apiVersion/kind; put them back so every cached object is whole.
    const apiVersion = rt.group ? `${rt.group}/${rt.version}` : rt.version;
    const items = (res.items ?? []).map((o) => ({ ...o, apiVersion, kind: rt.kind }));
    return { items, resourceVersion: res.metadata?.resourceVersion ?? '' };
  }

  /**
   * Streams watch events until the server ends the watch, the signal aborts, or the connection
   * fails (then it throws). An `ERROR` event (e.g. 410 Gone) is passed to `onEvent` like any other.
   */
  async watch(rt: ResourceType, options: WatchOptions, onEvent: (e: WatchEvent) => void): Promise<void> {
    const url = new URL(this.base + KubeClient.path(rt, options.namespace));
    url.searchParams.set('watch', 'true');
    url.searchParams.set('resourceVersion', options.resourceVersion);
    url.searchParams.set('allowWatchBookmarks', 'true');
    url.searchParams.set('timeoutSeconds', String(options.timeoutSeconds));
    if (options.labelSelector) url.searchParams.set('labelSelector', options.labelSelector);
    if (options.fieldSelector) url.searchParams.set('fieldSelector', options.fieldSelector);
    const res = await this.sendAuthorized(url, { method: 'GET', headers: { accept: 'application/json' }, signal: options.signal, watch: true });
    if (res.statusCode !== 200) throw toApiError(res.statusCode, await res.body.text(), `WATCH ${url.pathname}`);
    let buffered = '';
    try {
      for await (const chunk of res.body) {
        buffered += (chunk as Buffer).toString('utf8');
        let nl: number;
        while ((nl = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, nl).trim();
          buffered = buffered.slice(nl + 1);
          if (line) onEvent(JSON.parse(line) as WatchEvent);
        }
      }
    } catch (e) {
      if (options.signal.aborted) return;
      throw e;
    }
  }

  /** Server-side apply (`application/apply-patch+yaml`; JSON is YAML), strict field validation. */
  async apply(rt: ResourceType, obj: KubeObject, options: ApplyOptions): Promise<KubeObject> {
    const res = await this.raw<KubeObject>('PATCH', KubeClient.path(rt, obj.metadata.namespace, obj.metadata.name, options.subresource), {
      query: { fieldManager: options.fieldManager, force: options.force ? 'true' : undefined, fieldValidation: 'Strict' },
      body: obj,
      contentType: 'application/apply-patch+yaml',
    });
    this.wrote('apply', rt);
    return res;
  }

  async create(rt: ResourceType, obj: KubeObject): Promise<KubeObject> {
    const res = await this.raw<KubeObject>('POST', KubeClient.path(rt, obj.metadata.namespace), { body: obj });
    this.wrote('create', rt);
    return res;
  }

  /** PUT with the object's resourceVersion: optimistic concurrency (409 when someone else won). */
  async update(rt: ResourceType, obj: KubeObject): Promise<KubeObject> {
    const res = await this.raw<KubeObject>('PUT', KubeClient.path(rt, obj.metadata.namespace, obj.metadata.name), { body: obj });
    this.wrote('update', rt);
    return res;
  }

  /** A JSON merge patch (used by tests and tools; the operator itself applies). */
  async mergePatch(rt: ResourceType, namespace: string | undefined, name: string, patch: unknown, subresource?: 'status'): Promise<KubeObject> {
    const res = await this.raw<KubeObject>('PATCH', KubeClient.path(rt, namespace, name, subresource), {
      body: patch,
      contentType: 'application/merge-patch+json',
    });
    this.wrote('patch', rt);
    return res;
  }

  /** Deletes; an object already gone is not an error. Returns whether a delete was issued. */
  async delete(rt: ResourceType, namespace: string | undefined, name: string, preconditionUid?: string): Promise<boolean> {
    try {
      await this.raw('DELETE', KubeClient.path(rt, namespace, name), {
        body: {
          apiVersion: 'v1',
          kind: 'DeleteOptions',
          propagationPolicy: 'Background',
          ...(preconditionUid ? { preconditions: { uid: preconditionUid } } : {}),
        },
      });
      this.wrote('delete', rt);
      return true;
    } catch (e) {
      if (e instanceof KubeApiError && e.status === 404) return false;
      throw e;
    }
  }

  private wrote(verb: Parameters<WriteObserver>[0], rt: ResourceType): void {
    for (const o of this.writeObservers) o(verb, rt);
  }
}

function toApiError(status: number, text: string, what: string): KubeApiError {
  let reason = '';
  let message = text.slice(0, 500);
  try {
    const s = JSON.parse(text) as { reason?: string; message?: string };
    reason = s.reason ?? '';
    message = s.message ?? message;
  } catch {
    // not a Status object; keep the raw text
  }
  return new KubeApiError(status, reason, `${what}: ${status} ${reason} ${message}`.trim());
}
