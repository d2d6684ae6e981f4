// The public face of the earnings module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { sumMoneyMoved } from './earnings.repository.ts';
export { accrueForPayment, markPayableOnCompletion, reverseForRefund } from './earnings.service.ts';
