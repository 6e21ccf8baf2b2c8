/**
 * How often one address may place an order of any kind (POST /orders, POST /photo-orders):
 * generous for a shop (a whole office behind one address), tight enough for a script. One
 * definition, so the two checkouts cannot drift apart; each route counts its own requests.
 */
export const placingRateLimit = { max: 120, timeWindow: '1 minute' } as const;
