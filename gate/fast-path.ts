/**
 * The data port's lean path: a guardrail call (POST) is forwarded and answered on the raw node
 * request, the way a bare node:http forwarder does it, without the request, reply, logger and hook
 * machinery Fastify builds around each request. It is installed through Fastify's `serverFactory`:
 * Fastify keeps the server, its listening, timeouts and closing, and every request the lean path
 * does not take. The call itself is the same as on the Fastify route (forward.ts: body limits and
 * deadline, the license judged after the body is in, the engine's deadline, metrics, verdict).
 *
 * What the lean path answers itself is only what goes out on almost every call: the engine's whole
 * answer and the block verdict. Anything else (an error, an answer streamed through) is handed over
 * to the Fastify route with the call as far as it got, so error answers, their logging and streaming
 * stay Fastify's. Requests Fastify might refuse before its route runs never take the lean path: a
 * POST goes the lean way only with a `Content-Type` that Fastify has already let through to the route
 * (it answers 415 to one it cannot parse), and not once the gate is closing.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { Forwarded, Forwarder } from './forward';
import { wholeAnswerHead, writeRaw } from './raw-answer';

const STARTED = Symbol('aigw.gate.startedCall');
const REQUEST_ID = Symbol('aigw.gate.requestId');

/** A request the lean path started and handed over: the call as far as it got, and its id. */
interface HandedOver extends IncomingMessage {
  [STARTED]?: Promise<Forwarded>;
  [REQUEST_ID]?: string;
}

/** The call the lean path started for `req` before handing it over to Fastify, if it did. */
export function startedCall(req: IncomingMessage): Promise<Forwarded> | undefined {
  return (req as HandedOver)[STARTED];
}

/** A call that failed, for the Fastify route to answer; marked handled until the route awaits it. */
function failedCall(err: Error): Promise<Forwarded> {
  const failed = Promise.reject(err);
  failed.catch(() => undefined);
  return failed;
}

/**
 * How many content types the lean path remembers as accepted (like Fastify's own cache of parsed
 * types, bounded: a caller sending ever new types only sends them through Fastify).
 */
const KNOWN_TYPES_MAX = 64;

/** What the server factory reads of the options Fastify hands it (with Fastify's defaults filled in). */
interface ServerTimeouts {
  readonly http?: ServerOptions;
  readonly keepAliveTimeout: number;
  readonly requestTimeout: number;
  readonly connectionTimeout: number;
  readonly maxRequestsPerSocket: number;
}

export class FastPath {
  /** Set once the gate is built (the server exists before): until then Fastify takes every request. */
  private forwarder: Forwarder | undefined;
  private isClosing = false;
  /** `Content-Type` values Fastify has let through to the route. */
  private readonly knownTypes = new Set<string>();

  constructor(
    /** Mints an id for a request that brings no `x-request-id`. */
    private readonly mintRequestId: () => string,
  ) {}

  /** Starts taking guardrail calls, forwarding them with `forwarder` (the Fastify route's). */
  serve(forwarder: Forwarder): void {
    this.forwarder = forwarder;
  }

  /**
   * Fastify's `genReqId`: the id the lean path already gave a request it hands over (the engine has
   * seen it), else a new one. Fastify takes the caller's `x-request-id` before asking.
   */
  readonly genReqId = (req: IncomingMessage): string => (req as HandedOver)[REQUEST_ID] ?? this.mintRequestId();

  /**
   * Fastify's `serverFactory`: the server Fastify would make, with the lean path in front of its
   * handler. Fastify applies its timeouts only to a server it makes itself, so they are set here.
   */
  readonly serverFactory: FastifyServerFactory = (fastifyHandler, options) => {
    const opts = options as unknown as ServerTimeouts;
    const server: Server = createServer(opts.http ?? {}, (req, res) => this.handle(req, res, fastifyHandler as RequestListener));
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    // As Fastify does: zero means Node's default.
    if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  /**
   * Called when Fastify starts closing: from then on every request goes to Fastify, where the proxy
   * route refuses the new ones (503, closing-answer.ts) and answers the calls handed over.
   */
  close(): void {
    this.isClosing = true;
  }

  get closing(): boolean {
    return this.isClosing;
  }

  /**
   * Called by the Fastify route for each request it forwards itself: a POST that got there has a
   * content type Fastify accepts (Fastify checks it only for methods that carry a body).
   */
  routed(req: IncomingMessage): void {
    const type = req.headers['content-type'];
    if (req.method === 'POST' && type !== undefined && this.knownTypes.size < KNOWN_TYPES_MAX) this.knownTypes.add(type);
  }

  private handle(req: IncomingMessage, res: ServerResponse, fastify: RequestListener): void {
    const type = req.headers['content-type'];
    const forwarder = this.forwarder;
    if (forwarder === undefined || req.method !== 'POST' || this.isClosing || type === undefined || !this.knownTypes.has(type) || req.url!.charCodeAt(0) !== 47 /* '/' */) {
      fastify(req, res);
      return;
    }
    const requestId = (req.headers['x-request-id'] as string | undefined) || this.mintRequestId();
    forwarder.start(
      req,
      res,
      requestId,
      (forwarded) => {
        if ('streamed' in forwarded) return this.handOver(req, res, fastify, requestId, Promise.resolve(forwarded));
        try {
          if ('blocked' in forwarded) forwarded.blocked.write(res, requestId);
          else {
            const { whole } = forwarded;
            writeRaw(res, whole.statusCode, wholeAnswerHead(whole.statusCode, whole.headers, whole.contentLength, whole.whole.length, 'POST'), whole.whole);
          }
        } catch (err) {
          // A head Node refuses (an engine's header it cannot write): nothing went out, Fastify answers the error.
          this.handOver(req, res, fastify, requestId, failedCall(err as Error));
        }
      },
      (err) => this.handOver(req, res, fastify, requestId, failedCall(err)),
    );
  }

  private handOver(req: IncomingMessage, res: ServerResponse, fastify: RequestListener, requestId: string, call: Promise<Forwarded>): void {
    const handed = req as HandedOver;
    handed[STARTED] = call;
    handed[REQUEST_ID] = requestId;
    fastify(req, res);
  }
}
