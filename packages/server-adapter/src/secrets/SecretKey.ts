import { randomBytes } from "node:crypto"
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { Config, Context, Data, Effect, Layer, Option, Redacted } from "effect"
import type { DatabaseConfig } from "../storage/Database.js"
import { makeSecretBox, SecretBox } from "./SecretBox.js"
import { ServerSecret } from "./ServerSecret.js"

/**
 * Where the secret that encrypts stored credentials comes from (DESIGN §8), first found wins:
 * an explicit secret (embedding, tests), `LEADFLOW_SECRET`, or, for SQLite only, a key file
 * beside the database (`<database>.key`, mode 0600, generated on first start and reused after).
 * The key never goes into the database: a copy of the database alone does not reveal secrets.
 * A private in-memory SQLite database gets a key that lives as long as the process. PostgreSQL
 * is shared by several processes, which must agree on the key, so there `LEADFLOW_SECRET` is
 * required.
 */

/** The secret cannot be had: startup stops with this message. */
export class SecretKeyError extends Data.TaggedError("SecretKeyError")<{ readonly message: string }> {}

export type SecretSource = "option" | "LEADFLOW_SECRET" | "key file" | "ephemeral"

export interface ResolvedSecret {
  readonly secret: Redacted.Redacted<string>
  readonly source: SecretSource
  /** The key file, when the secret came from (or was written to) one. */
  readonly keyFile?: string
}

/** Shortest secret accepted from the environment or the options. */
export const minSecretLength = 16

/** The key file of a SQLite database file. */
export const keyFileOf = (filename: string): string => `${filename}.key`

const isMemory = (filename: string): boolean => filename === ":memory:" || filename.startsWith("file::memory:")

const checked = (secret: string, source: SecretSource): Effect.Effect<ResolvedSecret, SecretKeyError> =>
  secret.length < minSecretLength
    ? Effect.fail(
        new SecretKeyError({
          message: `${source === "option" ? "the secret option" : "LEADFLOW_SECRET"} is too short: use at least ${minSecretLength} characters (for example: openssl rand -hex 32)`
        })
      )
    : Effect.succeed({ secret: Redacted.make(secret), source })

/** Read the key file, or create it (exclusively, so two processes starting at once agree). */
const fromKeyFile = (path: string): Effect.Effect<ResolvedSecret, SecretKeyError> =>
  Effect.try({
    try: () => {
      try {
        writeFileSync(path, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      }
      // Tighten a key file someone loosened; a key readable by others is no key.
      if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
      const secret = readFileSync(path, "utf8").trim()
      if (secret.length < minSecretLength) throw new Error(`${path} holds no usable key (empty or truncated)`)
      return { secret: Redacted.make(secret), source: "key file" as const, keyFile: path }
    },
    catch: (error) =>
      new SecretKeyError({
        message: `cannot read or create the credentials key file ${path}: ${error instanceof Error ? error.message : String(error)}. Set LEADFLOW_SECRET instead.`
      })
  })

/** The secret for a database: `explicit`, else `LEADFLOW_SECRET`, else a key file (SQLite). */
export const resolveSecret = (
  database: DatabaseConfig,
  explicit?: Redacted.Redacted<string> | string
): Effect.Effect<ResolvedSecret, SecretKeyError> =>
  Effect.gen(function* () {
    if (explicit !== undefined)
      return yield* checked(typeof explicit === "string" ? explicit : Redacted.value(explicit), "option")
    const fromEnv = yield* Config.option(Config.string("LEADFLOW_SECRET")).pipe(Effect.orElseSucceed(() => Option.none()))
    if (Option.isSome(fromEnv) && fromEnv.value !== "") return yield* checked(fromEnv.value, "LEADFLOW_SECRET")
    if (database.dialect === "postgres")
      return yield* Effect.fail(
        new SecretKeyError({
          message:
            "LEADFLOW_SECRET is required with PostgreSQL: it encrypts stored credentials and every server process must use the same one (for example: export LEADFLOW_SECRET=$(openssl rand -hex 32))"
        })
      )
    if (isMemory(database.filename))
      return { secret: Redacted.make(randomBytes(32).toString("base64url")), source: "ephemeral" as const }
    return yield* fromKeyFile(keyFileOf(database.filename))
  })

/**
 * The `SecretBox` for a database, and the `ServerSecret` it was made from; fails at build time
 * when no secret can be had.
 */
export const secretBoxLayer = (
  database: DatabaseConfig,
  explicit?: Redacted.Redacted<string> | string
): Layer.Layer<SecretBox | ServerSecret, SecretKeyError> =>
  Layer.effectContext(
    Effect.map(resolveSecret(database, explicit), (resolved) =>
      Context.make(SecretBox, makeSecretBox(Redacted.value(resolved.secret))).pipe(
        Context.add(ServerSecret, { secret: resolved.secret, source: resolved.source })
      )
    )
  )
