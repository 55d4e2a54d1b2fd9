import type { FlowEncoded } from "@leadflow/core"
import { benchFlow } from "./benchFlow.js"

/**
 * The two flows `bench:auction` compares, on the lead and flow of `bench:http` (9 typed fields,
 * source mappings, 10-rule acceptance criteria, pricing at 4.50, two filters), differing only in
 * their last step: (a) one recipient step posting to one buyer, (b) one exclusive auction over
 * the 10 loopback buyers of `auctionBuyers.ts` (pinged at `/ping`, posted to at `/post`).
 */

export interface AuctionBuyerSpec {
  /** The bid its ping answers. */
  readonly bid: number
  /** How long its ping answer takes (ms); posts are answered at once. */
  readonly delayMs: number
}

/** Different bids, all above the floor (cost 4.50 + margin 0.50); the highest bidder is the slow one, so every sale waits for its answer. */
export const auctionBuyerSpecs: ReadonlyArray<AuctionBuyerSpec> = [
  { bid: 6, delayMs: 0 },
  { bid: 7.25, delayMs: 2 },
  { bid: 8.5, delayMs: 4 },
  { bid: 5.75, delayMs: 0 },
  { bid: 9.4, delayMs: 2 },
  { bid: 10.1, delayMs: 4 },
  { bid: 6.6, delayMs: 0 },
  { bid: 11.3, delayMs: 2 },
  { bid: 12.45, delayMs: 4 },
  { bid: 14.2, delayMs: 100 }
]

export const AUCTION_ID = "auc001"
/** The auction's ping budget (the product default). */
export const AUCTION_TIMEOUT_MS = 1500
export const AUCTION_FLOW_ID = "5f00000000000000000b0002"

/** The buyers' entities (stored in the account beside the flow); the single-delivery flow's buyer is the first. */
export const auctionBuyerEntity = (i: number): string => `5f00000000000000000c00${String(i).padStart(2, "0")}`
export const auctionBuyerId = (i: number): string => `buyr${String(i).padStart(2, "0")}`

const call = (url: string, extra: ReadonlyArray<{ property: string; value: string }> = []) => ({
  module_id: "leadflow-custom.outbound.json",
  mappings: [
    { property: "url", value: url },
    { property: "json_property.email", value: "{{lead.email}}" },
    { property: "json_property.phone", value: "{{lead.phone_1}}" },
    { property: "json_property.zip", value: "{{lead.postal_code}}" },
    { property: "json_property.state", value: "{{lead.state}}" },
    { property: "outcome_search_path", value: "status" },
    { property: "outcome_search_term", value: "accepted" },
    ...extra
  ]
})

/** The bench flow's steps before its delivery (its two filters). */
const filters = (): FlowEncoded["steps"] => (benchFlow("http://unused").steps ?? []).filter((step) => step.type === "filter")

/** (a) One recipient step posting to `buyerBase`/post (the first buyer of the auction). */
export const singleDeliveryFlow = (buyerBase: string): FlowEncoded => ({
  ...benchFlow(`${buyerBase}/post`),
  name: "Auction bench: single delivery",
  steps: [
    ...(filters() ?? []),
    { type: "recipient", id: auctionBuyerId(0), entity: { id: auctionBuyerEntity(0), name: "Buyer 0" }, integration: call(`${buyerBase}/post`) }
  ]
})

/** (b) One exclusive auction over every buyer of `buyerBases`, floor: the cost plus 0.50. */
export const auctionFlow = (buyerBases: ReadonlyArray<string>): FlowEncoded => ({
  ...benchFlow(`${buyerBases[0] ?? ""}/post`),
  id: AUCTION_FLOW_ID,
  name: "Auction bench: 10 buyers",
  steps: [
    ...(filters() ?? []),
    {
      type: "auction",
      id: AUCTION_ID,
      timeout_ms: AUCTION_TIMEOUT_MS,
      floor: { margin: 0.5 },
      exclusive: true,
      buyers: buyerBases.map((base, i) => ({
        id: auctionBuyerId(i),
        entity: { id: auctionBuyerEntity(i), name: `Buyer ${i}` },
        ping: call(`${base}/ping`, [{ property: "price_path", value: "bid.price" }]),
        post: call(`${base}/post`)
      }))
    }
  ]
})

/** Every entity a flow names (its sources' and its steps' and buyers'), as `[id, role]`. */
export const flowEntities = (flow: FlowEncoded): Array<readonly [string, "source" | "recipient"]> => {
  const out: Array<readonly [string, "source" | "recipient"]> = []
  for (const source of flow.sources ?? []) out.push([source.entity.id.toLowerCase(), "source"])
  for (const step of (flow.steps ?? []) as ReadonlyArray<Record<string, unknown>>) {
    const entity = step["entity"] as { id?: string } | undefined
    if (entity?.id !== undefined) out.push([entity.id, "recipient"])
    for (const buyer of (step["buyers"] ?? []) as ReadonlyArray<{ entity: { id: string } }>) out.push([buyer.entity.id, "recipient"])
  }
  return out
}
