/** Shortest query worth looking up: a number, a street name and a ZIP code need more than this. */
export const MIN_ADDRESS_QUERY_LENGTH = 8;
export const MAX_ADDRESS_QUERY_LENGTH = 200;
