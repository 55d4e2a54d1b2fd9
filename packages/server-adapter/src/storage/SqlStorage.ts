import type { SqlClient } from "@effect/sql"
import type { Counters, EventStore, SuppressionLists } from "@leadflow/core"
import { Layer } from "effect"
import { SqlCountersLayer } from "./SqlCounters.js"
import { SqlEventStoreLayer } from "./SqlEventStore.js"
import { SqlSuppressionListsLayer } from "./SqlSuppressionLists.js"

/** Every storage port the engine has, on the current `SqlClient`. */
export const SqlStorageLayer: Layer.Layer<EventStore | Counters | SuppressionLists, never, SqlClient.SqlClient> =
  Layer.mergeAll(SqlEventStoreLayer, SqlCountersLayer, SqlSuppressionListsLayer)
