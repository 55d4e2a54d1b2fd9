import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Firehose } from "../../services/firehose/Firehose.js"

/** Handlers of the `firehose` group. */
export const FirehoseLive = HttpApiBuilder.group(MainApi, "firehose", (handlers) =>
  Effect.gen(function* () {
    const firehose = yield* Firehose
    return handlers
      .handle("testFirehose", ({ urlParams }) => Effect.flatMap(CurrentAccount, (account) => firehose.testTarget(account.id, urlParams)))
      .handle("testFirehoseTarget", ({ payload }) => Effect.flatMap(CurrentAccount, (account) => firehose.testTarget(account.id, payload)))
  })
)
