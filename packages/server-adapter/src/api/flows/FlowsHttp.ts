import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Flows } from "../../services/flows/Flows.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `flows` group: the caller's account, one call to `Flows`, storage failures as 503. */
export const FlowsLive = HttpApiBuilder.group(MainApi, "flows", (handlers) =>
  Effect.gen(function* () {
    const flows = yield* Flows
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", () => forAccount(flows.list))
      .handle("create", ({ payload }) => forAccount((account) => flows.create(account, payload)))
      .handle("get", ({ path }) => forAccount((account) => flows.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => flows.update(account, path.id, payload)))
      .handle("deploy", ({ path }) => forAccount((account) => flows.deploy(account, path.id)))
      .handle("delete", ({ path }) => forAccount((account) => flows.remove(account, path.id)))
      .handle("versions", ({ path }) => forAccount((account) => flows.versions(account, path.id)))
      .handle("version", ({ path }) => forAccount((account) => flows.version(account, path.id, path.version)))
      .handle("revert", ({ path, payload }) => forAccount((account) => flows.revert(account, path.id, payload.version)))
      .handle("fields", ({ path }) => forAccount((account) => flows.fields(account, path.id)))
      .handle("fieldUsages", ({ path }) => forAccount((account) => flows.fieldUsages(account, path.id)))
      .handle("changelog", ({ path, urlParams }) => forAccount((account) => flows.changelogs(account, path.id, urlParams)))
      .handle("changelogs", ({ path, urlParams }) => forAccount((account) => flows.changelogs(account, path.id, urlParams)))
  })
)
