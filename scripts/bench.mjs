// A small load benchmark for the hot routes of a running Wayfarer (default http://localhost:3000).
// Usage: node scripts/bench.mjs [baseUrl] [--seconds 5] [--connections 20]
// Prints requests per second and latency percentiles per route. It makes real requests, so run
// it against a throwaway data directory (it sends enquiries).
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i < 0 ? dflt : Number(args.splice(i, 2)[1]);
};
const seconds = opt('--seconds', 5);
const connections = opt('--connections', 20);
const base = args[0] ?? 'http://localhost:3000';

const routes = [
  { name: 'GET /v1/health', path: '/v1/health' },
  { name: 'GET /v1/settings', path: '/v1/settings' },
  { name: 'GET / (SPA shell)', path: '/' },
  {
    name: 'POST /v1/query',
    path: '/v1/query',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', phone: '9123456789', message: 'hi' }),
    },
  },
];

async function run(route) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const res = await fetch(base + route.path, route.init);
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${route.name.padEnd(22)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  errors ${errors}`,
  );
}

console.log(`${base}: ${connections} connections, ${seconds} s per route`);
for (const route of routes) await run(route);
