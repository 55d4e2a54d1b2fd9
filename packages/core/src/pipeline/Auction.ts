import { Duration, Effect, Option } from "effect"
import { type BidClaim, type HeldBid, HeldBids } from "../ports/HeldBids.js"
import type { IntegrationHandler, IntegrationResult } from "../ports/Integrations.js"
import { OUTSIDE_SCHEDULE } from "../schedule/Schedule.js"
import { capReached } from "./Caps.js"
import type { CompiledAuction, CompiledBuyer } from "./CompiledFlow.js"
import { credentialIdOf, credentialPackageProblem } from "./CredentialId.js"
import type { Env, Pending } from "./Env.js"
import { eventBase, snapshotWith } from "./Events.js"
import type { LeadState } from "./LeadState.js"
import { suppliedPrice } from "./Pricing.js"
import { callIntegration, requestVars, runRecipient, timeoutSeconds } from "./RecipientStep.js"
import { recordedSetting } from "./RecordedSettings.js"

/** A bid at or above the floor, in the order the bids were answered. */
export interface Bid {
  readonly buyer: string
  readonly recipient_id: string
  readonly price: number
}

/** What an auction appends for later steps (`appended.<step id>`). */
export interface AuctionSummary {
  readonly floor: number
  /** Qualifying bids, best first (ties: the first answered first). */
  readonly bids: ReadonlyArray<Bid>
  /** The buyers that bought the lead, in the order they were sold to, at their bid. */
  readonly winners: ReadonlyArray<Bid>
  /** The first winner's buyer id and price, or null. */
  readonly winner: string | null
  readonly price: number | null
  readonly sales: number
  readonly pinged: number
  /** Why nobody bought the lead (null when somebody did). */
  readonly reason: string | null
  /** The held bid a seller's ping was answered with, or a post claimed. */
  readonly bid_id?: string
}

/** One lead in one auction, as the functions below pass it along. */
interface Round {
  readonly auction: CompiledAuction
  readonly state: LeadState
  readonly env: Env
  floor: number
  /**
   * For a seller's ping: the floor's margin, taken off the best bid to make the seller's offer.
   * A bid that leaves no offer (the bid less the margin is 0 or less) is no bid. Undefined for a lead.
   */
  readonly pingMargin?: number | undefined
  /** Whether a bid at or above the floor was refused for leaving no offer (`pingMargin`). */
  noOffer?: boolean
  /** Qualifying bids as they are answered. */
  readonly bids: Array<{ readonly buyer: CompiledBuyer; readonly price: number }>
  pinged: number
  waitMs: number
}

interface Answer {
  readonly outcome: "success" | "failure" | "error" | "skip"
  readonly reason: string | null
  readonly bid?: number | undefined
  readonly late?: boolean
  readonly capsReached?: boolean
  readonly handler?: IntegrationHandler | undefined
  readonly result?: IntegrationResult | undefined
}

/** Record a buyer's bid event (its ping, a late answer or why it was not pinged). */
const recordBid = (round: Round, buyer: CompiledBuyer, eventId: string, start: number, answer: Answer): void => {
  const { state, auction } = round
  const end = round.env.now()
  const waitMs = answer.result?.waitMs ?? 0
  const event = eventBase(state, eventId, start, answer.outcome === "skip" ? start : end, waitMs) as Record<string, unknown>
  const ping = buyer.ping
  event["type"] = "bid"
  event["outcome"] = answer.outcome
  event["reason"] = answer.reason
  event["step_id"] = buyer.id
  event["auction_id"] = auction.id
  event["key"] = ping.key
  event["module_id"] = ping.moduleId
  if (buyer.buyer.rule_set !== undefined) event["rule_set"] = recordedSetting(buyer, "rule_set", buyer.buyer.rule_set)
  event["purchase_price"] = state.cost
  event["cost"] = state.cost
  event["bid"] = answer.bid ?? null
  event["floor"] = round.floor
  event["late"] = answer.late === true
  if (answer.capsReached === true) event["caps_reached"] = true
  const entity = buyer.buyer.entity
  event["vars"] = snapshotWith(state, {
    recipient: entity.name === undefined ? { id: entity.id } : { id: entity.id, name: entity.name }
  })
  if (answer.handler !== undefined && answer.result !== undefined) {
    event["package_version"] = answer.handler.packageVersion
    event["transactions"] = answer.result.transactions
    const data: Record<string, unknown> = Object.assign({}, answer.result.appended)
    data["outcome"] ??= answer.result.outcome
    if (answer.result.reason !== undefined) data["reason"] ??= answer.result.reason
    event[ping.key] = data
  }
  state.events.push(event as never)
}

/** What a buyer's answer to the ping says: a qualifying bid, or why not. */
const judge = (round: Round, handler: IntegrationHandler, result: IntegrationResult): Answer => {
  if (result.outcome !== "success") return { outcome: result.outcome, reason: result.reason ?? null, handler, result }
  const price = suppliedPrice(result.price)
  // As an inbound ping's price: 0 (what a buyer's JSON without a price reads as) is no bid.
  if (price === undefined || price === 0) return { outcome: "failure", reason: "no bid in the answer", handler, result }
  if (price < round.floor)
    return { outcome: "failure", reason: `bid ${price} is below the floor ${round.floor}`, bid: price, handler, result }
  // A seller's ping is offered the bid less the margin: an offer of 0 or less is no bid.
  if (round.pingMargin !== undefined && price - round.pingMargin <= 0) {
    round.noOffer = true
    return { outcome: "failure", reason: `bid ${price} leaves no offer after the margin ${round.pingMargin}`, bid: price, handler, result }
  }
  return { outcome: "success", reason: null, bid: price, handler, result }
}

type Answered = Answer | Effect.Effect<Answer>

const then = (answer: Answered, f: (answer: Answer) => Answered): Answered =>
  Effect.isEffect(answer) ? Effect.flatMap(answer, (a) => { const next = f(a); return Effect.isEffect(next) ? next : Effect.succeed(next) }) : f(answer)

/**
 * Ping one eligible buyer: its caps (full: not pinged), its credential, `validate`, the call
 * (bounded by the ping's `timeout_seconds` when that is the shorter, else by `timeout_ms`).
 * An in-process answer comes back as it is (no fiber); an Effect only for real waiting, which the
 * caller bounds by the auction's time budget.
 */
const ping = (round: Round, buyer: CompiledBuyer, handler: IntegrationHandler, eventId: string, start: number): Answered => {
  const { state, env, auction } = round
  const call = (vars: Record<string, unknown>): Answered => {
    let invalid: string | undefined
    try {
      invalid = handler.validate?.(vars)
    } catch (e) {
      return { outcome: "error", reason: `validation failed: ${e instanceof Error ? e.message : String(e)}` }
    }
    if (invalid !== undefined && invalid !== "") return { outcome: "skip", reason: invalid }
    round.pinged++
    // The ping's own `timeout_seconds` (as a recipient step reads it) bounds it within the
    // auction's `timeout_ms` (rounded up), which bounds every ping: the smaller of the two.
    // Unmapped (or not a number) it reads as 360, above any `timeout_ms` (30 s at most).
    const seconds = Math.min(timeoutSeconds(vars["timeout_seconds"]), Math.max(1, Math.ceil(auction.timeoutMs / 1000)))
    const result = callIntegration(handler, vars, buyer.id, seconds, start, env)
    return Effect.isEffect(result) ? Effect.map(result, (r) => judge(round, handler, r)) : judge(round, handler, result)
  }
  const withVars = (): Answered => {
    const vars = requestVars(buyer.ping, state, eventId, handler)
    const credentialId = credentialIdOf(vars["credential_id"])
    if (credentialId === undefined) return call(vars)
    return Effect.flatMap(Effect.orElseSucceed(env.credentials.get(credentialId), () => undefined), (credential) => {
      if (credential === undefined) return Effect.succeed<Answer>({ outcome: "error", reason: "credential not found" })
      const foreign = credentialPackageProblem(credential, buyer.ping.moduleId)
      if (foreign !== undefined) return Effect.succeed<Answer>({ outcome: "error", reason: foreign })
      vars["credential"] = credential
      const answer = call(vars)
      return Effect.isEffect(answer) ? answer : Effect.succeed(answer)
    })
  }
  if (buyer.post.caps.length === 0) return withVars()
  return then(
    capReached(env.counters, buyer.post.caps, state.vars, start).pipe(
      Effect.orElseSucceed(() => "caps unavailable"),
      Effect.map((reached): Answer => (reached === undefined ? { outcome: "success", reason: null } : { outcome: "skip", reason: reached, capsReached: true }))
    ),
    (checked) => (checked.outcome === "skip" ? checked : withVars())
  )
}

/** Record a buyer's answer; a qualifying bid joins the round. */
const answered = (round: Round, buyer: CompiledBuyer, eventId: string, start: number, answer: Answer): void => {
  if (answer.result !== undefined) round.waitMs = Math.max(round.waitMs, answer.result.waitMs)
  recordBid(round, buyer, eventId, start, answer)
  if (answer.outcome === "success" && answer.bid !== undefined) round.bids.push({ buyer, price: answer.bid })
}

/** A ping still awaited: its answer is recorded when it comes, or as late when the budget runs out. */
interface Awaited {
  readonly buyer: CompiledBuyer
  readonly eventId: string
  readonly answer: Effect.Effect<Answer>
}

/**
 * Wait for the awaited pings, all bounded by one timer: the budget (every ping started at once).
 * Each answer is recorded as it comes (the order of equal bids); those still awaited when the
 * budget runs out are interrupted and recorded as late. One timeout for the round rather than one
 * per ping: each would fork two fibers (the ping and its timer) on top of the ping's own.
 */
const awaitPings = (round: Round, awaited: ReadonlyArray<Awaited>, start: number): Effect.Effect<void> => {
  const waiting = new Set(awaited)
  const answers = awaited.map((ping) =>
    Effect.map(ping.answer, (answer) => {
      waiting.delete(ping)
      answered(round, ping.buyer, ping.eventId, start, answer)
    })
  )
  return Effect.all(answers, { concurrency: "unbounded", discard: true }).pipe(
    Effect.timeoutOption(Duration.millis(round.auction.timeoutMs)),
    Effect.map(() => {
      const late: Answer = { outcome: "error", reason: `no bid within ${round.auction.timeoutMs} ms (late)`, late: true }
      for (const ping of waiting) answered(round, ping.buyer, ping.eventId, start, late)
    })
  )
}

const bidOf = (buyer: CompiledBuyer, price: number): Bid => ({ buyer: buyer.id, recipient_id: buyer.buyer.entity.id, price })

/** Append the auction's summary for later steps. */
const summarize = (round: Round, ranked: ReadonlyArray<Bid>, winners: ReadonlyArray<Bid>, reason: string | null, bidId?: string): void => {
  const { state, auction } = round
  const first = winners[0]
  const summary: AuctionSummary = {
    floor: round.floor,
    bids: ranked,
    winners,
    winner: first === undefined ? null : first.buyer,
    price: first === undefined ? null : first.price,
    sales: winners.length,
    pinged: round.pinged,
    reason: winners.length > 0 ? null : reason,
    ...(bidId === undefined ? {} : { bid_id: bidId })
  }
  state.appended[auction.id] = summary
  state.waitMs += round.waitMs
  state.snapshot = undefined
}

/** Post to the ranked bidders from the `k`th on, until `maxSales` have bought the lead. */
const postFrom = (
  round: Round,
  ranked: ReadonlyArray<{ readonly buyer: CompiledBuyer; readonly price: number }>,
  k: number,
  winners: Array<Bid>,
  bidId?: string
): Pending => {
  const { state, env, auction } = round
  for (let i = k; i < ranked.length && winners.length < auction.maxSales; i++) {
    const { buyer, price } = ranked[i] as (typeof ranked)[number]
    const at = state.events.length
    const settle = (): void => {
      const event = state.events[at] as Record<string, unknown> | undefined
      if (event === undefined) return
      event["auction"] = { id: auction.id, bid: price, rank: i + 1, floor: round.floor }
      if (event["outcome"] !== "success") return
      // The buyer pays what it bid.
      event["sale_price"] = price
      event["revenue"] = price
      state.revenue += price
      winners.push(bidOf(buyer, price))
    }
    const pending = runRecipient(buyer.post, state, env.ids.next(), env)
    if (pending !== undefined)
      return Effect.flatMap(pending, () => {
        settle()
        return postFrom(round, ranked, i + 1, winners, bidId) ?? Effect.void
      })
    settle()
  }
  const ranks = ranked.map(({ buyer, price }) => bidOf(buyer, price))
  summarize(round, ranks, winners, ranked.length === 0 ? noBidReason(round) : "every post failed", bidId)
  return undefined
}

const noBidReason = (round: Round): string =>
  round.pinged === 0
    ? "no eligible buyer"
    : round.noOffer === true
      ? `no bid above the margin ${round.pingMargin}`
      : `no bid at or above the floor ${round.floor}`

/** The auction a seller's ping is answered by, and its post's `bid_id` claims: the flow's first enabled one. */
export const firstAuction = (state: LeadState): CompiledAuction | undefined => {
  for (const step of state.compiled.steps) if (step.kind === "auction" && step.enabled) return step
  return undefined
}

/** Rank the round's bids: highest first; the sort is stable, so equal bids stay in answer order. */
const ranked = (round: Round) => round.bids.slice().sort((a, b) => b.price - a.price)

/**
 * The pings of one lead: every enabled buyer whose rules pass, schedule is open and caps are not
 * full is pinged at once; the others record a skipped bid event with the reason. Each ping is
 * bounded by `timeout_ms`: a later answer is dropped and recorded as late. `then` runs once
 * every ping is answered or late (synchronously when every answer was). For a seller's ping
 * (`pingMargin`), a bid must also exceed the margin: the seller is offered what is left.
 */
const pingAll = (
  auction: CompiledAuction,
  state: LeadState,
  env: Env,
  then: (round: Round, closed: boolean) => Pending,
  pingMargin?: number
): Pending => {
  const round: Round = { auction, state, env, floor: auction.floor(state.cost), pingMargin, bids: [], pinged: 0, waitMs: 0 }
  const start = env.now()
  const closed = auction.open !== undefined && !auction.open(start)
  const pings: Array<Awaited> = []
  for (const buyer of auction.buyers) {
    // A disabled buyer is passed over without an event, as a disabled step is.
    if (!buyer.enabled) continue
    const eventId = env.ids.next()
    const skip = (reason: string, outcome: Answer["outcome"] = "skip") => recordBid(round, buyer, eventId, start, { outcome, reason })
    const handler = env.integrations.lookup(buyer.ping.moduleId)
    if (handler === undefined) skip(`unknown integration ${buyer.ping.moduleId}`, "error")
    else if (env.integrations.lookup(buyer.post.moduleId) === undefined) skip(`unknown integration ${buyer.post.moduleId}`, "error")
    else if (closed) skip(OUTSIDE_SCHEDULE)
    else if (buyer.ping.open !== undefined && !buyer.ping.open(start)) skip(OUTSIDE_SCHEDULE)
    else {
      const failed = buyer.ping.rules?.(state.vars)
      if (failed !== undefined) skip(failed)
      else {
        const answer = ping(round, buyer, handler, eventId, start)
        if (Effect.isEffect(answer)) pings.push({ buyer, eventId, answer })
        else answered(round, buyer, eventId, start, answer)
      }
    }
  }
  if (pings.length === 0) return then(round, closed)
  return Effect.flatMap(awaitPings(round, pings, start), () => then(round, closed) ?? Effect.void)
}

/** The bid id a seller's post carries (`bid_id`), if any. */
const bidIdOf = (state: LeadState): string | undefined => {
  const value = state.submission.data["bid_id"]
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined
}

const HOLDING_UNAVAILABLE = "bid holding unavailable"

/**
 * The source a bid is held for: its entity id and, when it has one, its short id. Two sources of
 * one entity are told apart by their short ids, so one's post cannot claim the other's bid.
 */
const bidSourceOf = (state: LeadState): string =>
  state.source.source.id === undefined ? state.source.id : `${state.source.id}/${state.source.source.id}`

/**
 * A seller's post carrying the `bid_id` of a held bid: no pings; the bid is claimed (one atomic
 * step in the store) and the lead posted to the buyer who bid, at its bid, the lead costing what
 * the seller was offered. An unknown, expired or used bid fails the lead with that reason.
 */
const postHeld = (auction: CompiledAuction, state: LeadState, env: Env, bidId: string): Pending => {
  const round: Round = { auction, state, env, floor: auction.floor(state.cost), bids: [], pinged: 0, waitMs: 0 }
  const refuse = (reason: string, outcome: "failure" | "error" = "failure"): Pending => {
    state.stop = { outcome, reason }
    summarize(round, [], [], reason, bidId)
    return undefined
  }
  const claim = Effect.flatMap(Effect.serviceOption(HeldBids), (holds) =>
    Option.isNone(holds)
      ? Effect.succeed<BidClaim | undefined>(undefined)
      : holds.value.claim(state.compiled.id, bidId, bidSourceOf(state), env.now())
  )
  return Effect.flatMap(Effect.either(claim), (claimed) => {
    if (claimed._tag === "Left" || claimed.right === undefined) return refuse(HOLDING_UNAVAILABLE, "error") ?? Effect.void
    const claim = claimed.right
    if (claim._tag === "Refused") return refuse(claim.reason) ?? Effect.void
    const buyer = auction.buyers.find((b) => b.id === claim.bid.buyerId)
    if (buyer === undefined || claim.bid.auctionId !== auction.id) return refuse(`the buyer of bid ${bidId} is no longer in the auction`) ?? Effect.void
    state.cost = claim.bid.offer
    // The floor recorded is the auction's floor for a lead costing the offer (not the offer itself).
    round.floor = auction.floor(state.cost)
    return postFrom(round, [{ buyer, price: claim.bid.price }], 0, [], bidId) ?? Effect.void
  })
}

/**
 * An auction (a ping tree): the pings (`pingAll`), then the bids at or above the floor ranked
 * (highest first, ties to the first answered) and the lead posted to the best bidders in turn (a
 * failed post passes it to the next) until `maxSales` bought it. A post is a recipient event
 * priced at the bid; the summary is appended as `appended.<step id>`. A post carrying a held
 * bid's `bid_id` goes to that bid's buyer instead (`postHeld`).
 */
export const runAuction = (auction: CompiledAuction, state: LeadState, env: Env): Pending => {
  const bidId = bidIdOf(state)
  if (bidId !== undefined && firstAuction(state) === auction) return postHeld(auction, state, env, bidId)
  return pingAll(auction, state, env, (round, closed) => {
    if (closed && round.pinged === 0) {
      summarize(round, [], [], OUTSIDE_SCHEDULE)
      return undefined
    }
    return postFrom(round, ranked(round), 0, [])
  })
}

/** What a ping answered by an auction adds to the seller's answer: the held bid's id and expiry. */
export interface PingBid {
  readonly bidId: string
  readonly expiresAt: number
}

const pingBids = new WeakMap<LeadState, PingBid>()

/** The bid id a ping was answered with (after `bidForPing`). */
export const pingBidOf = (state: LeadState): PingBid | undefined => pingBids.get(state)

/**
 * A seller's ping to a flow with an auction: the buyers are pinged as for a lead (bid events
 * recorded), nothing is posted. The best bid is held for `bid_lifetime_seconds` under a new bid
 * id, and the seller is offered that bid less the floor's `margin` (its price, the ping's
 * answer). A bid that would leave the seller an offer of 0 or less is no bid (its bid event a
 * `failure`), so nothing is held for it. No qualifying bid: the ping fails, `no bid`, and the
 * summary gives the auction's reason.
 */
export const bidForPing = (state: LeadState, env: Env): Pending => {
  const auction = firstAuction(state)
  if (auction === undefined) return undefined
  const margin = auction.step.floor?.margin ?? 0
  return pingAll(auction, state, env, (round, closed) => {
    const best = ranked(round)[0]
    const ranks = ranked(round).map(({ buyer, price }) => bidOf(buyer, price))
    if (best === undefined) {
      const reason = closed ? OUTSIDE_SCHEDULE : noBidReason(round)
      summarize(round, ranks, [], reason)
      state.stop = { outcome: "failure", reason: "no bid" }
      return undefined
    }
    const now = env.now()
    // Above 0: `judge` refused every bid that leaves no offer.
    const offer = best.price - margin
    const bid: HeldBid = {
      bidId: env.ids.next(),
      flowId: state.compiled.id,
      sourceId: bidSourceOf(state),
      auctionId: auction.id,
      buyerId: best.buyer.id,
      price: best.price,
      offer,
      createdAt: now,
      expiresAt: now + auction.bidLifetimeMs
    }
    summarize(round, ranks, [], null, bid.bidId)
    state.cost = offer
    return Effect.flatMap(Effect.serviceOption(HeldBids), (holds) => {
      if (Option.isNone(holds)) return Effect.void
      return holds.value.hold(bid).pipe(
        Effect.match({
          onFailure: () => void (state.stop = { outcome: "error", reason: HOLDING_UNAVAILABLE }),
          onSuccess: () => void pingBids.set(state, { bidId: bid.bidId, expiresAt: bid.expiresAt })
        })
      )
    })
  }, margin)
}
