/**
 * A loopback TCP proxy between the operator and the API server that can make the connections it
 * carries go silent without closing them: what a dead NAT entry or a hung load balancer does to a
 * watch. TLS passes through untouched (the API server's certificate names 127.0.0.1, as the proxy's
 * address does). Connections opened after a freeze pass normally, as they would once a client
 * reconnects past the broken path, or are silenced too until the path heals.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

interface Pair {
  readonly client: Socket;
  readonly upstream: Socket;
  frozen: boolean;
}

export class TcpProxy {
  private readonly pairs = new Set<Pair>();
  /** New connections are accepted and then silent too: a black-holed path, not a refused one. */
  private holdNew = false;
  private readonly server: Server;

  private constructor(targetPort: number) {
    this.server = createServer((client) => this.forward(client, targetPort));
  }

  /** Listens on 127.0.0.1 (a free port) and forwards each connection to `targetPort` on 127.0.0.1. */
  static async start(targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetPort);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(0, '127.0.0.1', resolve);
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  /**
   * Silences every connection open now, leaving it open; returns how many. Later connections pass,
   * unless `alsoNew`: then they are silent from birth until {@link letNewThrough}.
   */
  freeze(options: { alsoNew?: boolean } = {}): number {
    this.holdNew = options.alsoNew ?? false;
    let n = 0;
    for (const p of this.pairs) {
      if (!p.frozen) n++;
      p.frozen = true;
    }
    return n;
  }

  /** Connections opened from now on pass again (those already frozen stay so, as on a broken path). */
  letNewThrough(): void {
    this.holdNew = false;
  }

  async close(): Promise<void> {
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(client: Socket, targetPort: number): void {
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: Pair = { client, upstream, frozen: this.holdNew };
    this.pairs.add(pair);
    // Data is read and dropped while frozen, so neither end sees an error, a close or back-pressure.
    client.on('data', (d) => {
      if (!pair.frozen) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!pair.frozen) client.write(d);
    });
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('close', end);
      s.on('error', end);
    }
  }
}
