import { Effect, Layer } from "effect"
import type { Credential } from "../model/Credential.js"
import { Credentials } from "../ports/Credentials.js"

/** Credentials from a fixed list, by id. */
export const memoryCredentialsLayer = (credentials: ReadonlyArray<Credential> = []): Layer.Layer<Credentials> => {
  const byId = new Map<string, Credential>()
  for (const c of credentials) if (c.id !== undefined) byId.set(c.id, c)
  return Layer.succeed(Credentials, { get: (id) => Effect.succeed(byId.get(id)) })
}
