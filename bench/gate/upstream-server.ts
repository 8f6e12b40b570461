/**
 * The guardrail engine stand-in the benchmark measures against: node:http, reads the whole body,
 * answers the NONE verdict. Usage: node upstream-server.js PORT
 */
import { createServer } from 'node:http';

const VERDICT = JSON.stringify({ action: 'NONE' });
const port = Number(process.argv[2]);

const server = createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(VERDICT) });
    res.end(VERDICT);
  });
});
server.keepAliveTimeout = 75_000;
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening on ${port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
