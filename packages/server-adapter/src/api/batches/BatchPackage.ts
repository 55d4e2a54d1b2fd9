import type { IntegrationPackage } from "@leadflow/integrations"
import { Effect } from "effect"

// PLACEHOLDER (being replaced by the batch API work): the `leadflow-batch` package, built over
// the server's storage so that its `handle` can add records to a batch.
export const makeBatchPackage: Effect.Effect<ReadonlyArray<IntegrationPackage>> = Effect.succeed([])
