// bench:launch's front (forked by bench-launch.mjs, its own process so the load generator and the
// proxies do not share an event loop): the fleet's round-robin proxy over the two instances, and a
// bare node:http server answering the bytes recorded from them behind a proxy of its own.
//   argv: proxyPort, instance ports (comma-separated), bareProxyPort, barePort
// Messages: { record: [paths] } -> { recorded: { path: bytes } }; { stats: true } -> { stats }.
import { Agent, createServer, request } from 'node:http';
import { createRetryingProxy } from './fleet-support.mjs';

const [proxyPort, instancePorts, bareProxyPort, barePort] = process.argv.slice(2);
const instances = instancePorts
  .split(',')
  .map((port, i) => ({ name: String.fromCharCode(97 + i), port: Number(port) }));
const keepAlive = () => new Agent({ keepAlive: true, maxSockets: 64 });
const stats = { requests: 0, retries: 0, failed: 0 };
const bareStats = { requests: 0, retries: 0, failed: 0 };
// A balancer with a readiness check: an instance that refused a connection (--kill-at) rejoins
// once /v1/ready answers 200, not while it is still starting (docs/DEPLOY.md).
const proxy = createRetryingProxy(instances, stats, { agent: keepAlive(), readyPath: '/v1/ready' });
const bareProxy = createRetryingProxy([{ name: 'bare', port: Number(barePort) }], bareStats, {
  agent: keepAlive(),
});
/** path -> { headers, body } */
const recorded = new Map();
const bare = createServer((req, res) => {
  const answer = recorded.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(200, answer.headers).end(answer.body);
});

/** The raw (br) bytes and headers of a GET straight from the first instance. */
function rawGet(path) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: instances[0].port,
        path,
        headers: { 'accept-encoding': 'br' },
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const headers = { ...res.headers };
          for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

process.on('message', async (message) => {
  if (message.record) {
    const sizes = {};
    for (const path of message.record) {
      const answer = await rawGet(path);
      if (answer.status !== 200) return process.send({ error: `${path} answered ${answer.status}` });
      recorded.set(path, answer);
      sizes[path] = answer.body.length;
    }
    process.send({ recorded: sizes });
  }
  if (message.stats) {
    const { failures, ...counts } = stats;
    process.send({ stats: { ...counts, failures: failures.length } });
  }
});

await Promise.all([
  new Promise((resolve) => proxy.listen(Number(proxyPort), '127.0.0.1', resolve)),
  new Promise((resolve) => bare.listen(Number(barePort), '127.0.0.1', resolve)),
  new Promise((resolve) => bareProxy.listen(Number(bareProxyPort), '127.0.0.1', resolve)),
]);
process.send({ listening: true });
