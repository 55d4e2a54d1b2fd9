/**
 * Instants read from query parameters and bodies. A JavaScript Date holds ±8.64e15 ms around the
 * epoch; a larger value parses as a number but makes `new Date(ms).toISOString()` throw (a 500),
 * so parsers refuse it as they refuse any other bad time.
 */

/** The largest distance from the epoch, in ms, that a Date can hold. */
export const maxInstantMs = 8_640_000_000_000_000

/** `ms` when a Date can hold it, else undefined. */
export const inDateRange = (ms: number): number | undefined =>
  Number.isFinite(ms) && Math.abs(ms) <= maxInstantMs ? ms : undefined
