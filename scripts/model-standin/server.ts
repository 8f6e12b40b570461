/**
 * A tiny OpenAI-compatible model for tests, shipped as its own image (`npm run images -- model-standin`):
 * `POST /v1/chat/completions` (plain or `stream: true`) answers `I read: "<last user message>"`,
 * `GET /v1/models` lists `$STANDIN_MODELS`, and any `POST …/*_guardrail_api` answers the generic
 * guardrail verdict `NONE`, so the same image can stand in for a user's external guardrail.
 * `GET /calls` returns every request it received (path and JSON body, newest last) and
 * `DELETE /calls` forgets them: what a test reads to prove what the model really saw.
 * Node.js built-ins only, so the image is the `node` binary and this one file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

interface Call {
  readonly at: string;
  readonly path: string;
  readonly body: unknown;
}

interface ChatBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
}

/** Bounded, so a long run cannot grow the pod's memory without end. */
const MAX_CALLS = 1000;
const calls: Call[] = [];
const models = (process.env.STANDIN_MODELS ?? 'tiny').split(',').map((m) => m.trim()).filter(Boolean);

function lastUserText(body: ChatBody): string {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  if (Array.isArray(user.content)) return user.content.map((p: { text?: string }) => p.text ?? '').join('');
  return '';
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function chat(res: ServerResponse, body: ChatBody, n: number): void {
  const text = `I read: "${lastUserText(body)}"`;
  const id = `chatcmpl-${n}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? models[0];
  if (!body.stream) {
    json(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // Small chunks, so a placeholder straddles chunk boundaries as a real model's tokens do.
  for (let i = 0; i < text.length; i += 5) {
    const delta = { content: text.slice(i, i + 5), ...(i === 0 ? { role: 'assistant' } : {}) };
    res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
  }
  res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (req.method === 'GET' && (path === '/healthz' || path === '/')) return json(res, 200, { ok: true });
  if (req.method === 'GET' && path === '/calls') return json(res, 200, calls);
  if (req.method === 'DELETE' && path === '/calls') {
    calls.length = 0;
    return json(res, 200, { ok: true });
  }
  if (req.method === 'GET' && /\/models$/.test(path)) {
    return json(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'standin' })) });
  }
  if (req.method !== 'POST') return json(res, 404, { error: { message: `no ${req.method} ${path}` } });
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return json(res, 400, { error: { message: 'the body is not JSON' } });
  }
  calls.push({ at: new Date().toISOString(), path, body });
  if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
  if (path.endsWith('/chat/completions')) return chat(res, body as ChatBody, calls.length);
  if (path.endsWith('_guardrail_api')) return json(res, 200, { action: 'NONE' });
  json(res, 404, { error: { message: `no POST ${path}` } });
}

const server = createServer((req, res) => {
  handle(req, res).catch((e: Error) => json(res, 500, { error: { message: e.message } }));
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT ?? 8000), '0.0.0.0', () => {
  process.stdout.write(`${JSON.stringify({ level: 'INFO', msg: 'model stand-in listening', port: Number(process.env.PORT ?? 8000), models })}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
