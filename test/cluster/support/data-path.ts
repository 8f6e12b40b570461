/**
 * The data path as a user's client sees it from inside the cluster: a client pod (the model
 * stand-in image with its entrypoint replaced by an idle `node`) that sends OpenAI chat
 * completions to LiteLLM's Service, plain or streamed, and reads what the stand-in received.
 */
import type { Cluster } from './cluster';

export interface ChatAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The assistant text (plain), or the joined deltas (streamed). */
  readonly text: string;
  /** The content deltas of a streamed answer, in order. */
  readonly deltas: readonly string[];
}

export interface ReceivedCall {
  readonly path: string;
  readonly body: { model?: string; messages?: Array<{ role: string; content: unknown }>; texts?: string[] };
}

/** Runs in the client pod: one request, the answer printed as one JSON line. */
const CHAT_SCRIPT = `
const [url, key, body] = process.argv.slice(1);
(async () => {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + key }, body, signal: AbortSignal.timeout(90000) });
  const raw = await r.text();
  const deltas = [];
  let parsed = {};
  if ((r.headers.get('content-type') || '').includes('text/event-stream')) {
    for (const line of raw.split('\\n')) {
      if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
      const chunk = JSON.parse(line.slice(6));
      if (chunk.error) parsed = chunk;
      const d = chunk.choices && chunk.choices[0] && chunk.choices[0].delta && chunk.choices[0].delta.content;
      if (d) deltas.push(d);
    }
  } else {
    try { parsed = JSON.parse(raw); } catch { parsed = { raw }; }
  }
  console.log(JSON.stringify({ status: r.status, body: parsed, deltas }));
})().catch((e) => { console.error(String(e.cause || e)); process.exit(3); });
`;

const GET_SCRIPT = `
fetch(process.argv[1], { method: process.argv[2] || 'GET' }).then(async (r) => console.log(await r.text())).catch((e) => { console.error(String(e.cause || e)); process.exit(3); });
`;

export class DataPathClient {
  constructor(
    private readonly cluster: Cluster,
    readonly namespace: string,
    readonly pod: string,
  ) {}

  /** The client pod: idles so requests can be made from inside it; no token, no privileges. */
  manifest(image: string): Record<string, unknown> {
    return {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: this.pod, namespace: this.namespace },
      spec: {
        restartPolicy: 'Never',
        automountServiceAccountToken: false,
        securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
        containers: [{
          name: 'client',
          image,
          imagePullPolicy: 'Never',
          command: ['/usr/local/bin/node', '-e', 'setInterval(() => {}, 1 << 30)'],
          securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        }],
      },
    };
  }

  async chat(url: string, key: string, body: Record<string, unknown>): Promise<ChatAnswer> {
    const r = await this.cluster.kubectlResult(['-n', this.namespace, 'exec', this.pod, '--', '/usr/local/bin/node', '-e', CHAT_SCRIPT, url, key, JSON.stringify(body)]);
    if (r.code !== 0) throw new Error(`the client could not reach ${url}: ${r.stderr.trim()}`);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as { status: number; body: Record<string, unknown>; deltas: string[] };
    const choices = out.body.choices as Array<{ message?: { content?: string } }> | undefined;
    const text = body.stream ? out.deltas.join('') : (choices?.[0]?.message?.content ?? '');
    return { status: out.status, body: out.body, text, deltas: out.deltas };
  }

  /** Every request the stand-in at `base` received. */
  async calls(base: string): Promise<ReceivedCall[]> {
    const out = await this.cluster.kubectl(['-n', this.namespace, 'exec', this.pod, '--', '/usr/local/bin/node', '-e', GET_SCRIPT, `${base}/calls`]);
    return JSON.parse(out) as ReceivedCall[];
  }

  async forget(base: string): Promise<void> {
    await this.cluster.kubectl(['-n', this.namespace, 'exec', this.pod, '--', '/usr/local/bin/node', '-e', GET_SCRIPT, `${base}/calls`, 'DELETE']);
  }
}

/** The error message LiteLLM put in a failed answer (`{"error":{"message":…}}`), or ''. */
export function errorMessage(answer: ChatAnswer): string {
  const error = answer.body.error as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : JSON.stringify(answer.body);
}
