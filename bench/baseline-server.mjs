// The yardstick: a plain node:http server answering a small JSON document.
import http from 'node:http';

const body = JSON.stringify({
  products: [{ id: 1, name: 'Baseline', price: '1.00' }],
  total: 1,
  totalPages: 1,
});
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
