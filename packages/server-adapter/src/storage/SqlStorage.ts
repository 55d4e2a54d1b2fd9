import { SqlClient } from "@effect/sql"
import { Counters, type EventStore, HeldBids, Rotations, SuppressionLists } from "@leadflow/core"
import { Context, Effect, Layer } from "effect"
import { CapHoldsSweepLive } from "./CapHolds.js"
import { makeAccountCounters } from "./SqlCounters.js"
import { SqlEventStoreLayer } from "./SqlEventStore.js"
import { makeAccountHeldBids } from "./SqlHeldBids.js"
import { makeAccountRotations } from "./SqlRotations.js"
import { makeAccountSuppressionLists } from "./SqlSuppressionLists.js"

/**
 * The engine's storage ports of one account on the current `SqlClient`: its events, counters,
 * suppression lists, distribution groups' rotations and auctions' held bids (for embedding the engine on SQL storage, and for tests). The server builds
 * the account-bound ports per lead's account instead (`AccountPorts`). With them, the sweep giving
 * back the cap counts held by a process that stopped (`CapHolds.ts`).
 */
export const sqlStorageLayerFor = (
  accountId: string
): Layer.Layer<EventStore | Counters | SuppressionLists | Rotations | HeldBids, never, SqlClient.SqlClient> =>
  Layer.mergeAll(
    SqlEventStoreLayer,
    CapHoldsSweepLive,
    Layer.effectContext(
      Effect.map(SqlClient.SqlClient, (sql) =>
        Context.make(Counters, makeAccountCounters(sql, accountId)).pipe(
          Context.add(SuppressionLists, makeAccountSuppressionLists(sql, accountId)),
          Context.add(Rotations, makeAccountRotations(sql, accountId)),
          Context.add(HeldBids, makeAccountHeldBids(sql, accountId))
        )
      )
    )
  )
