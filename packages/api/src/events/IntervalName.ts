/** The sub-timeframes a metric query can be split into. */
export const intervalNames = ["minutely", "hourly", "daily", "weekly", "monthly", "yearly"] as const
export type IntervalName = (typeof intervalNames)[number]
