/**
 * The most requests one bulk allotment takes (issue 15): every row is its own transaction within one call.
 * Apart from the schemas, so that the dashboard can show the limit without loading them.
 */
export const maxBulkAllot = 25;
