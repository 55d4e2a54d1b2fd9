import { HttpApiBuilder, HttpApiError } from "@effect/platform"
import type { StoreError } from "@leadflow/core"
import {
  BadRequest,
  Conflict,
  CurrentAccount,
  ListItemsInput,
  MainApi,
  NotFound,
  ServiceUnavailable,
  ValidationFailed
} from "@leadflow/api"
import { Effect, Schema } from "effect"
import { isCsvContentType, maxListUploadBytes } from "../../server/RequestLimits.js"
import { boundedBody } from "../BoundedBody.js"
import type { InvalidListName, ListInUse, ListItemNotFound, ListNameTaken, ListNotFound } from "../../services/lists/ListErrors.js"
import { Lists } from "../../services/lists/Lists.js"

/**
 * Handlers of the `lists` group: each reads the caller's account and asks the `Lists` service,
 * then maps its failures to answers (a list or value not there 404, a taken name or a list flows
 * use 409, storage 503). Values are added from JSON or from a CSV body streamed into the service.
 */

type ListFailure = ListNotFound | ListItemNotFound | ListNameTaken | ListInUse | InvalidListName | StoreError

/** A failure of the service as the client's answer. */
const answer = (failure: ListFailure): NotFound | Conflict | ValidationFailed | ServiceUnavailable => {
  switch (failure._tag) {
    case "ListNotFound":
      return new NotFound({ error: `No list ${failure.id}` })
    case "ListItemNotFound":
      return new NotFound({ error: `${JSON.stringify(failure.value)} is not on the list` })
    case "ListNameTaken":
      return new Conflict({ error: `The account has a list named ${failure.name} already (id ${failure.id})` })
    case "ListInUse":
      return new Conflict({
        error: `List ${failure.name} is used by ${failure.flows.length} flow(s): ${failure.flows.join(", ")}. Remove it from their list checks and suppression list steps (and deploy them) before deleting it: their checks would find nothing on it`
      })
    case "InvalidListName":
      return ValidationFailed.of("name", failure.reason)
    case "StoreError":
      return new ServiceUnavailable({ error: "storage unavailable" })
  }
}

/** What a failure becomes: the service's as answers, others (the body's 400, 413) as they are. */
type Answered<E> = E extends ListNotFound | ListItemNotFound
  ? NotFound
  : E extends ListNameTaken | ListInUse
  ? Conflict
  : E extends InvalidListName
  ? ValidationFailed
  : E extends StoreError
  ? ServiceUnavailable
  : E

const serviceTags: ReadonlySet<string> = new Set(["ListNotFound", "ListItemNotFound", "ListNameTaken", "ListInUse", "InvalidListName", "StoreError"])
const isListFailure = (error: { readonly _tag: string }): error is ListFailure => serviceTags.has(error._tag)

const answers = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, Answered<E>, R> =>
  // The conditional type follows `answer`'s switch, which TypeScript cannot see through.
  Effect.mapError(effect, (error) => (isListFailure(error) ? answer(error) : error) as Answered<E>)


export const ListsLive = HttpApiBuilder.group(MainApi, "lists", (handlers) =>
  Effect.gen(function* () {
    const lists = yield* Lists
    const account = Effect.map(CurrentAccount, (current) => current.id)
    return handlers
      .handle("list", () => Effect.flatMap(account, (id) => answers(lists.all(id))))
      .handle("create", ({ payload }) => Effect.flatMap(account, (id) => answers(lists.create(id, payload))))
      .handle("get", ({ path }) => Effect.flatMap(account, (id) => answers(lists.find(id, path.id))))
      .handle("delete", ({ path }) => Effect.flatMap(account, (id) => answers(lists.remove(id, path.id))))
      // Raw: a CSV body is streamed into the list, never read whole; JSON is decoded here.
      .handleRaw("addItems", ({ path, request }) =>
        Effect.gen(function* () {
          const accountId = yield* account
          if (isCsvContentType(request.headers["content-type"] ?? ""))
            return yield* answers(lists.addCsv(accountId, path.id, boundedBody(request, maxListUploadBytes, `A CSV upload is limited to ${maxListUploadBytes} bytes`)))
          const body = yield* Effect.orElseFail(request.json, () => new BadRequest({ error: "The body is not valid JSON" }))
          // A body of the wrong shape is the API's 422, as a decoded payload's would be.
          const input = yield* Schema.decodeUnknown(ListItemsInput)(body).pipe(
            Effect.catchTag("ParseError", HttpApiError.HttpApiDecodeError.refailParseError)
          )
          return yield* answers(lists.addItems(accountId, path.id, input.items))
        })
      )
      .handle("removeItems", ({ path, payload }) =>
        Effect.flatMap(account, (id) => answers(lists.removeItems(id, path.id, payload.items)))
      )
      .handle("getItem", ({ path }) => Effect.flatMap(account, (id) => answers(lists.findItem(id, path.id, path.value))))
      .handle("deleteItem", ({ path }) => Effect.flatMap(account, (id) => answers(lists.removeItem(id, path.id, path.value))))
      .handle("count", ({ path }) =>
        Effect.flatMap(account, (id) => answers(Effect.map(lists.count(id, path.id), (count) => ({ count }))))
      )
  })
)
