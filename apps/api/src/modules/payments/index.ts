// The public face of the payments module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { SANDBOX_PREFIX, SandboxStore } from './phonepe/emulator.ts';
export { createGatewayFromConfig } from './phonepe/gateway-from-config.ts';
export type { PaymentGateway } from './phonepe/gateway-types.ts';
export { createPhonePeV2Gateway } from './phonepe/gateway-v2.ts';
export type { StatusResult } from './phonepe/gateway.ts';
export { fetchTransport } from './phonepe/transport.ts';
