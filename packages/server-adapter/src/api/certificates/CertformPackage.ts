import type { IntegrationPackage } from "@leadflow/integrations"
import { Effect } from "effect"

// PLACEHOLDER (being replaced by the certificate API work): the `leadflow-certform` package,
// built over the server's storage so that its verify integration can read certificates.
export const makeCertformPackage: Effect.Effect<ReadonlyArray<IntegrationPackage>> = Effect.succeed([])
