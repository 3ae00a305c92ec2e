// Child process: a bare node:http server answering a fixed JSON body, the ceiling to compare with.
import http from 'node:http';

const body = Buffer.from(process.env.RAW_BODY ?? '{}');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('disconnect', () => server.close(() => process.exit(0)));
