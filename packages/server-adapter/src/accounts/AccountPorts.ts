import { SqlClient } from "@effect/sql"
import { Counters, Credentials, HeldBids, PricingServices, ReturnRates, Rotations, SuppressionLists } from "@leadflow/core"
import { Context, Effect, Layer } from "effect"
import { accountCredentials, CredentialVault } from "../services/credentials/CredentialStore.js"
import { accountPricingServices } from "../services/pricingServices/PricingServiceStore.js"
import { SecretBox } from "../secrets/SecretBox.js"
import { makeAccountCounters } from "../storage/SqlCounters.js"
import { makeAccountHeldBids } from "../storage/SqlHeldBids.js"
import { makeAccountRotations } from "../storage/SqlRotations.js"
import { makeAccountReturnRates } from "../feedback/ReturnRates.js"
import { makeAccountSuppressionLists } from "../storage/SqlSuppressionLists.js"

/**
 * The engine's ports that resolve references, built for one account: counters, suppression
 * lists, credentials, pricing services, the rotation cursors of distribution groups and the
 * sources' return rates. The server has no account-less instance of any of them, so a lead, a
 * retry or a batch file can only ever reach the records of the account it belongs to; a
 * reference to another account's record finds nothing, exactly as a missing one does.
 */
export type AccountBound = Counters | SuppressionLists | Credentials | PricingServices | Rotations | ReturnRates | HeldBids

export interface AccountPortsService {
  /** The account's ports (built once per account and kept: they hold no per-request state). */
  readonly of: (accountId: string) => Context.Context<AccountBound>
}

export class AccountPorts extends Context.Tag("@leadflow/server-adapter/AccountPorts")<AccountPorts, AccountPortsService>() {}

export const makeAccountPorts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const vault = yield* CredentialVault
  const box = yield* SecretBox
  const built = new Map<string, Context.Context<AccountBound>>()
  const of = (accountId: string): Context.Context<AccountBound> => {
    let ports = built.get(accountId)
    if (ports === undefined) {
      ports = Context.make(Counters, makeAccountCounters(sql, accountId)).pipe(
        Context.add(SuppressionLists, makeAccountSuppressionLists(sql, accountId)),
        Context.add(Credentials, accountCredentials(vault, accountId)),
        Context.add(PricingServices, accountPricingServices(sql, box, accountId)),
        Context.add(Rotations, makeAccountRotations(sql, accountId)),
        Context.add(ReturnRates, makeAccountReturnRates(sql, accountId)),
        Context.add(HeldBids, makeAccountHeldBids(sql, accountId))
      )
      built.set(accountId, ports)
    }
    return ports
  }
  return AccountPorts.of({ of })
})

export const AccountPortsLive: Layer.Layer<AccountPorts, never, SqlClient.SqlClient | CredentialVault | SecretBox> = Layer.effect(
  AccountPorts,
  makeAccountPorts
)

/** Run `effect` with the ports of `accountId`. */
export const withAccountPorts = <A, E, R>(
  accountId: string,
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, E, Exclude<R, AccountBound> | AccountPorts> =>
  Effect.flatMap(AccountPorts, (ports) => Effect.provide(effect, ports.of(accountId)))
