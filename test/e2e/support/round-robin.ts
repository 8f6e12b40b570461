import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the front passed on: to which backend, and what it was. */
export interface RoutedCall {
  readonly backend: number;
  readonly path: string;
  /** The guardrail API's `input_type` (`request` | `response`), when the body has one. */
  readonly inputType?: string;
  /** The guardrail API's `texts`, when the body has them: tells a pre_call from a during_call request. */
  readonly texts?: readonly string[];
  readonly status: number;
}

/**
 * One address in front of several engine replicas, as a Kubernetes Service is: each HTTP request
 * goes to the next backend in turn (per request, not per connection, so a keep-alive client
 * still alternates). It records where every request went.
 */
export class RoundRobinFront {
  readonly calls: RoutedCall[] = [];
  private server?: Server;
  private next = 0;

  constructor(private readonly backendPorts: readonly number[]) {}

  get url(): string {
    const port = (this.server?.address() as AddressInfo | null)?.port;
    if (!port) throw new Error('round-robin front is not listening');
    return `http://127.0.0.1:${port}`;
  }

  /** Moves the turn on by one, as a request from another client would. */
  skip(): void {
    this.next = (this.next + 1) % this.backendPorts.length;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.forward(req, res));
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

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const backend = this.next;
    this.next = (this.next + 1) % this.backendPorts.length;
    let inputType: string | undefined;
    let texts: string[] | undefined;
    try {
      ({ input_type: inputType, texts } = JSON.parse(body.toString('utf8')) as { input_type?: string; texts?: string[] });
    } catch {
      inputType = undefined;
    }
    const path = req.url ?? '/';
    const upstream = httpRequest(
      { host: '127.0.0.1', port: this.backendPorts[backend], method: req.method, path, headers: { ...req.headers, host: `127.0.0.1:${this.backendPorts[backend]}` } },
      (up) => {
        this.calls.push({ backend, path, inputType, texts, status: up.statusCode ?? 0 });
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.once('error', () => {
      this.calls.push({ backend, path, inputType, texts, status: 502 });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"backend unreachable"}');
    });
    upstream.end(body);
  }
}
