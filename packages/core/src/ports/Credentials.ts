import { Context, type Effect } from "effect"
import type { Credential } from "../model/Credential.js"
import type { StoreError } from "./StoreError.js"

/** Stored credentials, looked up by id when a step maps a `credential_id`. Secrets in clear. */
export class Credentials extends Context.Tag("@leadflow/core/Credentials")<
  Credentials,
  { readonly get: (id: string) => Effect.Effect<Credential | undefined, StoreError> }
>() {}
