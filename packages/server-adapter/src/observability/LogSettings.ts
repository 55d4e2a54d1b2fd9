import { Config, Effect, Layer, Logger, LogLevel } from "effect"

/**
 * How the server logs, through Effect's `Logger`: one JSON object per line (message, logLevel,
 * timestamp, annotations, cause), or Effect's pretty format when stdout is a terminal.
 * `LEADFLOW_LOG_LEVEL` (trace, debug, info, warning, error, fatal, none; default info) sets the
 * least severe level written; `LEADFLOW_LOG_FORMAT` (json, pretty) overrides the choice by
 * terminal.
 */

const levels: Readonly<Record<string, LogLevel.LogLevel>> = {
  all: LogLevel.All,
  trace: LogLevel.Trace,
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warn: LogLevel.Warning,
  warning: LogLevel.Warning,
  error: LogLevel.Error,
  fatal: LogLevel.Fatal,
  none: LogLevel.None,
  off: LogLevel.None
}

export const logLevelConfig: Config.Config<LogLevel.LogLevel> = Config.string("LEADFLOW_LOG_LEVEL").pipe(
  // A typo must not silently change what is logged: an unknown level fails the start.
  Config.validate({
    message: `must be one of ${Object.keys(levels).join(", ")}`,
    validation: (text) => levels[text.trim().toLowerCase()] !== undefined
  }),
  Config.map((text) => levels[text.trim().toLowerCase()] ?? LogLevel.Info),
  Config.withDefault(LogLevel.Info)
)

export type LogFormat = "json" | "pretty"

export const logFormatConfig: Config.Config<LogFormat> = Config.literal("json", "pretty")("LEADFLOW_LOG_FORMAT").pipe(
  Config.withDefault<LogFormat>(process.stdout.isTTY === true ? "pretty" : "json")
)

/** The logger and the minimum level, for the whole program. */
export const loggerLayer = (format: LogFormat, level: LogLevel.LogLevel): Layer.Layer<never> =>
  Layer.merge(format === "json" ? Logger.json : Logger.pretty, Logger.minimumLogLevel(level))

/** The logger by `LEADFLOW_LOG_FORMAT` and `LEADFLOW_LOG_LEVEL` (a bad value fails the start). */
export const loggerLayerFromEnv = Layer.unwrapEffect(
  Effect.map(Effect.all([logFormatConfig, logLevelConfig]), ([format, level]) => loggerLayer(format, level))
)
