// The public face of the coupons module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { countCouponUse, type CouponRow } from './coupons.repository.ts';
export { couponDiscount } from './coupons.service.ts';
