/**
 * The time zones the schemas have seen valid, so each is checked with `Intl` once. Only the
 * canonical name `Intl` resolves to is remembered: `Intl` accepts any casing of a zone
 * (`america/NEW_york`), so remembering the names as given would let input grow the set without
 * bound; canonical names are a fixed, small set.
 */
const knownZones = new Set<string>()

/** True when `Intl` knows `zone` (in any casing it accepts). */
export const isKnownTimeZone = (zone: string): boolean => {
  if (knownZones.has(zone)) return true
  let canonical: string
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return false
  }
  knownZones.add(canonical)
  return true
}

/** How many names are remembered (for tests). */
export const knownZoneCount = (): number => knownZones.size
