/**
 * The data port's two answers that go out on every call, written straight to the response: the
 * engine's whole answer (status, headers, bytes as the engine sent them) and the block verdict. The
 * head is a flat list handed to `writeHead` as it is, the body a Buffer, so nothing is looked at or
 * copied again on the way out. Only what Fastify's `reply.send` would have changed is changed: the
 * length of a body, and no body or body headers on an answer that may have none.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** What `content-type` the block verdicts go out with. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether a status forbids a body and the headers describing one (RFC 9110 §8.6, §15.3.5). */
function bodiless(statusCode: number): boolean {
  return statusCode < 200 || statusCode === 204;
}

function without(flat: readonly string[], drop: (name: string) => boolean): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flat.length; i += 2) if (!drop(flat[i])) kept.push(flat[i], flat[i + 1]);
  return kept;
}

/**
 * The head of a whole answer as the caller gets it: the engine's headers, with `content-length`
 * set to the bytes that go out when the engine sent none or, but for HEAD, another figure.
 */
export function wholeAnswerHead(
  statusCode: number,
  headers: string[],
  contentLength: string | undefined,
  bodyBytes: number,
  method: string,
): string[] {
  if (bodiless(statusCode)) return without(headers, (name) => name === 'content-type' || name === 'content-length');
  if (contentLength !== undefined && contentLength !== '' && (method === 'HEAD' || Number(contentLength) === bodyBytes)) return headers;
  const out = contentLength === undefined ? headers : without(headers, (name) => name === 'content-length');
  out.push('content-length', String(bodyBytes));
  return out;
}

function end(res: ServerResponse, statusCode: number, body: Buffer | undefined): void {
  if (body === undefined || bodiless(statusCode)) res.end();
  else res.end(body);
}

/** Writes `head`, then `body`. A head Node refuses throws before anything went out. */
export function writeRaw(res: ServerResponse, statusCode: number, head: string[], body: Buffer | undefined): void {
  res.writeHead(statusCode, head);
  end(res, statusCode, body);
}

/**
 * Sends `body` with `head` and takes the reply out of Fastify's hands. The head is written first:
 * a head Node refuses throws before anything went out, so the error handler still answers.
 */
export function sendRaw(reply: FastifyReply, statusCode: number, head: string[], body: Buffer | undefined): FastifyReply {
  reply.raw.writeHead(statusCode, head);
  reply.hijack();
  end(reply.raw, statusCode, body);
  return reply;
}

/** A block verdict, written once: each request adds only its id to the head. */
export class BlockAnswer {
  private readonly body: Buffer;
  private readonly length: string;

  constructor(json: string) {
    this.body = Buffer.from(json, 'utf8');
    this.length = String(this.body.length);
  }

  private head(requestId: string): string[] {
    return ['content-type', JSON_TYPE, 'content-length', this.length, 'x-request-id', requestId];
  }

  send(reply: FastifyReply, requestId: string): FastifyReply {
    return sendRaw(reply, 200, this.head(requestId), this.body);
  }

  /** The same answer, straight to the response (the data port's lean path). */
  write(res: ServerResponse, requestId: string): void {
    writeRaw(res, 200, this.head(requestId), this.body);
  }
}
