import { Config, ConfigError, Either } from "effect"

/**
 * Whole-number settings (`LEADFLOW_*_MS`, `LEADFLOW_MAX_IN_FLIGHT*`, `OTEL_BSP_SCHEDULE_DELAY`),
 * read by the rule `PORT` follows: decimal digits only. `Config.integer` reads with `Number`,
 * which took "" and " " as 0 (an empty `LEADFLOW_MAX_IN_FLIGHT` answered every request 503, an
 * empty `LEADFLOW_SHUTDOWN_TIMEOUT_MS` cut every request at shutdown), "0x10" as 16, "1e3" as
 * 1000 and "1.0" as 1.
 */

/**
 * The largest number a setting takes: the longest delay Node's timers keep (about 24.8 days).
 * Past it Node fires a timer after 1 ms (a body timeout of 3000000000 answered 408 at once), and
 * PostgreSQL's timeouts stop there too.
 */
export const maxSettingNumber = 2_147_483_647

/** `text` as a whole number, when it is 1 to 10 decimal digits and at most `maxSettingNumber`. */
export const parseWholeNumber = (text: string): number | undefined => {
  if (!/^[0-9]{1,10}$/.test(text)) return undefined
  const value = Number(text)
  return value <= maxSettingNumber ? value : undefined
}

const wholeNumber = (name: string, min: number, rule: string): Config.Config<number> =>
  Config.string(name).pipe(
    Config.mapOrFail((text) => {
      const value = parseWholeNumber(text)
      return value === undefined || value < min
        ? Either.left(ConfigError.InvalidData([], `must be ${rule}, ${min} to ${maxSettingNumber} in decimal digits`))
        : Either.right(value)
    })
  )

/** A number of milliseconds: 0 or more, or 1 or more where 0 would mean nothing. */
export const millisecondsConfig = (name: string, min: 0 | 1 = 0): Config.Config<number> => wholeNumber(name, min, "a number of milliseconds")

/** A count of things at once: 1 or more. */
export const countConfig = (name: string): Config.Config<number> => wholeNumber(name, 1, "a whole number")
