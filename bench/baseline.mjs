// The yardstick: a bare node:http server answering a JSON body of the same
// size as the scenario under test. Started as its own process, like the server.
import { createServer } from 'node:http';

const size = Number(process.env.BODY_SIZE ?? '100');
const filler = 'x'.repeat(Math.max(0, size - 12));
const body = JSON.stringify({ data: filler });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
