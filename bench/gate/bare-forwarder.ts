/**
 * The floor the gate is measured against: a bare node:http server that reads the body whole and
 * forwards it with an undici Pool (dispatch handler, no response stream), with no license check,
 * no framework, no metrics, no header filtering. Usage: node bare-forwarder.js PORT UPSTREAM_PORT
 */
import { createServer } from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const port = Number(process.argv[2]);
const upstream = new Pool(`http://127.0.0.1:${process.argv[3]}`);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const answer: Buffer[] = [];
    let status = 502;
    let contentType = 'application/json';
    const handler: Dispatcher.DispatchHandler = {
      onConnect: () => undefined,
      onHeaders: (statusCode, rawHeaders) => {
        status = statusCode;
        for (let i = 0; i + 1 < (rawHeaders?.length ?? 0); i += 2) {
          if (rawHeaders![i].toString().toLowerCase() === 'content-type') contentType = rawHeaders![i + 1].toString();
        }
        return true;
      },
      onData: (chunk) => {
        answer.push(chunk);
        return true;
      },
      onComplete: () => {
        res.writeHead(status, { 'content-type': contentType });
        res.end(Buffer.concat(answer));
      },
      onError: () => {
        res.writeHead(502).end();
      },
    };
    upstream.dispatch({ method: req.method as Dispatcher.HttpMethod, path: req.url!, headers: req.headers, body: Buffer.concat(chunks) }, handler);
  });
});
server.keepAliveTimeout = 75_000;
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening on ${port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
