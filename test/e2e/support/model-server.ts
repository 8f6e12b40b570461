import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion call as the model server received it. */
export interface ReceivedCall {
  readonly path: string;
  readonly body: { model?: string; messages?: Array<{ role: string; content: unknown }>; stream?: boolean };
}

/** What the model answers to the last user message: it quotes it back, names and all. */
export function modelReply(lastUserMessage: string): string {
  return `I read: "${lastUserMessage}"`;
}

function lastUserText(body: ReceivedCall['body']): string {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  if (Array.isArray(user.content)) {
    return user.content.map((p: { text?: string }) => p.text ?? '').join('');
  }
  return '';
}

/**
 * A tiny OpenAI-compatible model: `POST /v1/chat/completions` (plain or streamed) answers with
 * {@link modelReply} and records every call, so a test can check what the model really saw.
 */
export class ModelServer {
  readonly calls: ReceivedCall[] = [];
  private server?: Server;

  get url(): string {
    const port = (this.server?.address() as AddressInfo | null)?.port;
    if (!port) throw new Error('model server is not listening');
    return `http://127.0.0.1:${port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every message content the model was sent, joined: what a leak check searches. */
  seenText(): string {
    return this.calls.flatMap((c) => (c.body.messages ?? []).map((m) => JSON.stringify(m.content))).join('\n');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let body: ReceivedCall['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad json"}}');
      return;
    }
    this.calls.push({ path, body });
    const text = modelReply(lastUserText(body));
    const id = `chatcmpl-${this.calls.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'tiny';
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Small chunks, so placeholders straddle chunk boundaries.
      for (let i = 0; i < text.length; i += 5) {
        const delta = { content: text.slice(i, i + 5), ...(i === 0 ? { role: 'assistant' } : {}) };
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
      }
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    }
    const reply = {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  }
}
