// Coupons (spec 001 §3 Available coupon); the schema of what the administrator creates is in
// coupons.schemas.ts.

/** Uses one customer may take of a coupon, at most. */
export const MAX_COUPON_USES_PER_CUSTOMER = 100
