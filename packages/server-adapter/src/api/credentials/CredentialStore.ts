import { Credentials } from "@leadflow/core"
import { Effect, Layer } from "effect"

// PLACEHOLDER (being replaced by the credentials work): no stored credential is found.
export const CredentialsLive = Layer.succeed(Credentials, Credentials.of({ get: () => Effect.succeed(undefined) }))
