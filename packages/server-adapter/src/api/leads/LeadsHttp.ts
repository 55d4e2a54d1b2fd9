import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi, Unauthorized } from "@leadflow/api"
import { Effect } from "effect"
import { Leads } from "../../services/leads/Leads.js"
import { orUnavailable } from "../StoreFailures.js"

/** Leads are a paid feature of the hosted API: free accounts get 401, as the reference says. */
const paidAccount = Effect.flatMap(CurrentAccount, (account) =>
  account.plan === "free"
    ? Effect.fail(new Unauthorized({ error: "Free accounts do not have access to leads" }))
    : Effect.succeed(account)
)

/** Handlers of the `leads` group. */
export const LeadsLive = HttpApiBuilder.group(MainApi, "leads", (handlers) =>
  Effect.gen(function* () {
    const leads = yield* Leads
    const forPaidAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(paidAccount, (account) => f(account.id)))
    return handlers
      .handle("searchLeads", ({ urlParams }) => forPaidAccount((account) => leads.search(account, urlParams)))
      .handle("listLeads", ({ urlParams }) => forPaidAccount((account) => leads.list(account, urlParams)))
      .handle("getLead", ({ path }) => forPaidAccount((account) => leads.get(account, path.id)))
  })
)
