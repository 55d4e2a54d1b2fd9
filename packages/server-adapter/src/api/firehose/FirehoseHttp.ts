import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { CurrentAccount } from "../CurrentAccount.js"
import { ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { firehoseRoot, targetDirectory, writeInto } from "./DirectoryTarget.js"

interface Target {
  readonly path?: string | undefined
  readonly bucket?: string | undefined
  readonly prefix?: string | undefined
}

/** Write the test file under the account's folder; any problem is a 422 naming the input at fault. */
const testTarget = (target: Target) =>
  Effect.gen(function* () {
    const account = yield* CurrentAccount
    const path = target.path ?? target.bucket
    if (path === undefined || path.trim() === "") return yield* Effect.fail(ValidationFailed.of("path", "is missing"))
    const root = yield* firehoseRoot
    const dir = yield* targetDirectory(root, account.id, path, target.prefix)
    const content = JSON.stringify({ leadflow: "firehose test", written_at: new Date().toISOString() })
    const file = yield* writeInto(dir, `leadflow-test-${randomBytes(8).toString("hex")}.json`, content, true)
    return { ETag: `"${createHash("md5").update(content).digest("hex")}"`, file }
  }).pipe(Effect.catchTag("TargetProblem", (problem) => Effect.fail(ValidationFailed.of(problem.field, problem.message))))

/** Handlers of the `firehose` group. */
export const FirehoseLive = HttpApiBuilder.group(MainApi, "firehose", (handlers) =>
  handlers
    .handle("testFirehose", ({ urlParams }) => testTarget(urlParams))
    .handle("testFirehoseTarget", ({ payload }) => testTarget(payload))
)
