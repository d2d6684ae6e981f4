// What bench-cpu.mjs reads from a V8 CPU profile (the DevTools protocol's `Profiler.stop`): the
// time each script file ran its own code (self time), summed over the profile's samples.

/**
 * The built file a URL names, without its content hash (`/assets/router-CoLBTDGX.js` → `router`);
 * `(page)` for the document's own inline scripts.
 */
export function fileOf(url) {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  if (!last.endsWith('.js')) return '(page)';
  return last.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

/**
 * Self time in ms by file, from a profile's samples and time deltas (µs): a sample's time is the
 * delta to the next one. Code without a URL is V8's own: `(garbage collector)`, `(program)`,
 * `(idle)` as V8 names them, the rest `(native)` (built-ins and the DOM called from a script).
 * `script` is the sum of everything but `(program)` and `(idle)`.
 */
export function selfTimeByFile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]);
    if (!node) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const { url, functionName } = node.callFrame;
    const key = url
      ? fileOf(url)
      : ['(program)', '(idle)', '(garbage collector)'].includes(functionName)
        ? functionName
        : '(native)';
    byFile.set(key, (byFile.get(key) ?? 0) + ms);
  }
  let script = 0;
  for (const [key, ms] of byFile) if (key !== '(program)' && key !== '(idle)') script += ms;
  byFile.set('script', script);
  return byFile;
}
