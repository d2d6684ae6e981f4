// The same server's pages without their JavaScript: a proxy that passes every request through as
// it is, except that it removes the boot list (`#wayfarer-boot`, ADR 1228) from the HTML, so the
// head's script starts nothing. Measured beside the server itself, it gives the floor the page's
// own work sits on: what Lighthouse scores the markup, the stylesheet and the images alone.
//   node scripts/no-js-proxy.mjs 4620 http://127.0.0.1:4610 &
//   npm run bench:lighthouse -- --url http://127.0.0.1:4620 --compare http://127.0.0.1:4610 --target-index 900
// The HTML is decompressed, edited and compressed again the way it came (br or gzip); every other
// response (scripts, styles, images, the API) is piped through unchanged. Not part of npm test.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { withoutBoot } from './bench-support.mjs';

const [port, upstream] = [Number(process.argv[2]), new URL(process.argv[3] ?? '')];
if (!port || !upstream.host) throw new Error('usage: node scripts/no-js-proxy.mjs PORT UPSTREAM_ORIGIN');
const codecs = {
  br: [promisify(zlib.brotliDecompress), promisify(zlib.brotliCompress)],
  gzip: [promisify(zlib.gunzip), promisify(zlib.gzip)],
  identity: [async (b) => b, async (b) => b],
};

http
  .createServer((req, res) => {
    // Only encodings this proxy can undo (the API answers Chromium in br anyway).
    const accepted = String(req.headers['accept-encoding'] ?? '')
      .split(/\s*,\s*/)
      .filter((e) => /^(br|gzip)\b/.test(e));
    const headers = {
      ...req.headers,
      host: upstream.host,
      'accept-encoding': accepted.join(', ') || 'identity',
    };
    const forward = http.request(upstream.origin + req.url, { method: req.method, headers }, async (up) => {
      const type = up.headers['content-type'] ?? '';
      if (!type.includes('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks = [];
      for await (const chunk of up) chunks.push(chunk);
      const [decode, encode] = codecs[up.headers['content-encoding'] ?? 'identity'] ?? codecs.identity;
      const body = await encode(Buffer.from(withoutBoot((await decode(Buffer.concat(chunks))).toString())));
      const { 'content-length': _length, 'transfer-encoding': _transfer, ...rest } = up.headers;
      res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': body.length });
      res.end(body);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`no-js proxy on http://127.0.0.1:${port} → ${upstream.origin}`),
  );
