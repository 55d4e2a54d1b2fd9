import { ValidationFailed } from "@leadflow/api"
import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { pathInAccount } from "../../files/AccountDirectory.js"
import { firehoseRoot, targetDirectory, writeInto } from "./DirectoryTarget.js"

/** Where a flow's firehose writes: a path (or bucket) and an optional prefix, under the account's folder. */
export interface FirehoseTarget {
  readonly path?: string | undefined
  readonly bucket?: string | undefined
  readonly prefix?: string | undefined
}

/** Firehose targets of an account, checked by writing a test file where the export would. */
export class Firehose extends Effect.Service<Firehose>()("@leadflow/server-adapter/Firehose", {
  succeed: {
    /** Writes the test file under the account's folder; any problem is a ValidationFailed naming the input at fault. */
    testTarget: (accountId: string, target: FirehoseTarget) =>
      Effect.gen(function* () {
        const path = target.path ?? target.bucket
        if (path === undefined || path.trim() === "") return yield* Effect.fail(ValidationFailed.of("path", "is missing"))
        const root = yield* firehoseRoot
        const dir = yield* targetDirectory(root, accountId, path, target.prefix)
        const content = JSON.stringify({ leadflow: "firehose test", written_at: new Date().toISOString() })
        const file = yield* writeInto(dir, `leadflow-test-${randomBytes(8).toString("hex")}.json`, content, true)
        // Where the file is within the account's folder: the root's own path is the server's.
        return { ETag: `"${createHash("md5").update(content).digest("hex")}"`, file: yield* pathInAccount(root, accountId, file) }
      }).pipe(Effect.catchTag("TargetProblem", (problem) => Effect.fail(ValidationFailed.of(problem.field, problem.message))))
  }
}) {}
