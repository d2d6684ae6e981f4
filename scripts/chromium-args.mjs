// The flags this machine's Chromium needs wherever a bench or the journeys launch it: no sandbox
// (root in a container), no GPU, no QUIC, and none of the browser's own background fetches.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
