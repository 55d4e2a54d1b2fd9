/**
 * Properties of FlowSecrets.ts (written by a reviewer, kept as a suite): random flows (steps, groups, auctions, destinations; with and
 * without ids; look-alikes), random edits between GET and PUT, and the invariant
 *   sealed = seal(edited, reveal(stored)); opened = open(sealed):
 *   every secret is what was typed for that element, or that very element's previous secret,
 *   or the save was refused.
 * The examples are the counterexamples that review found, fixed since.
 */
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { box, declaredFor, owner, seal } from "./secretsFixture.js"
import { openFlowSecrets, type Revealed, revealSecrets, sealFlowSecrets } from "../../src/secrets/FlowSecrets.js"
import { type ReferenceContext, withEntityNames } from "../../src/services/flows/FlowReferences.js"

const MODULES = ["acme.outbound.api", "acme.outbound.other"] as const
const declared = declaredFor(MODULES)
type J = Record<string, unknown>
const reveal = (stored: J): Promise<Revealed> => Effect.runPromise(revealSecrets(stored, owner, box, declared))
const open = (stored: J): Promise<J> => Effect.runPromise(openFlowSecrets(stored, owner, box))
const sealOrErrors = (body: J, previous?: Revealed) => sealFlowSecrets(body, previous, declared, seal)
const mustSeal = (body: J, previous?: Revealed): J => {
  const r = sealOrErrors(body, previous)
  if (!("body" in r)) throw new Error("refused: " + JSON.stringify(r.errors))
  return r.body
}

// ---------------------------------------------------------------------------------------------
// Model
// ---------------------------------------------------------------------------------------------
type Secret = {
  k: "secret"
  sid: number
  form: "token" | "number" | "url"
  host: string
  sent: "masked" | "clear" | "new"
  newValue?: string | number
  mustRefuse?: boolean
}
type Plain = { k: "plain"; v: string | number | null }
type Leaf = Secret | Plain
type ListV = { k: "list"; items: Array<Leaf> }
type MappingM = { id?: string; property: string; rule?: string; value: Leaf | ListV }
type Integ = { module: string; mappings: Array<MappingM> }
type Recipient = { kind: "recipient"; id?: string; entity: string; desc?: string; rule?: string; integration: Integ }
type Group = { kind: "group"; id?: string; desc?: string; steps: Array<Recipient> }
type Buyer = { id?: string; entity: string; desc?: string; ping: Integ; post: Integ }
type Auction = { kind: "auction"; id?: string; buyers: Array<Buyer> }
type Step = Recipient | Group | Auction
type Action = { name: string; webhook: Leaf }
type FlowM = { steps: Array<Step>; destinations: Array<{ name: string; actions: Array<Action> }> }

const ruleSet = (state: string) => ({ op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: state }] })
const ENTITIES = ["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbb"]

/** The originals by sid, filled when a model is numbered. */
type Originals = Map<number, string | number>
const originalOf = (s: Secret): string | number =>
  s.form === "number" ? 7_300_000 + s.sid : s.form === "url" ? `https://${s.host}.example/post?api_key=KEY${s.sid}Q` : `TOK${s.sid}Q`
const displayedOf = (s: Secret): string => (s.form === "url" ? `https://${s.host}.example/post?api_key=****` : "****")

type Mode = "clear" | "sent"
type Visit = (leaf: Leaf, path: string) => void

const render = (flow: FlowM, mode: Mode, originals: Originals, visit?: Visit): J => {
  const leaf = (l: Leaf, path: string): unknown => {
    visit?.(l, path)
    if (l.k === "plain") return l.v
    if (mode === "clear") return originals.get(l.sid)
    return l.sent === "masked" ? displayedOf(l) : l.sent === "clear" ? originals.get(l.sid) : l.newValue
  }
  const integ = (i: Integ, path: string) => ({
    module_id: i.module,
    mappings: i.mappings.map((m, j) => ({
      ...(m.id === undefined ? {} : { id: m.id }),
      property: m.property,
      value: m.value.k === "list" ? m.value.items.map((it, n) => leaf(it, `${path}.mappings.${j}.value.${n}`)) : leaf(m.value, `${path}.mappings.${j}.value`),
      ...(m.rule === undefined ? {} : { rule_set: ruleSet(m.rule) })
    }))
  })
  const recipient = (r: Recipient, path: string) => ({
    type: "recipient",
    ...(r.id === undefined ? {} : { id: r.id }),
    entity: { id: r.entity },
    ...(r.desc === undefined ? {} : { description: r.desc }),
    ...(r.rule === undefined ? {} : { rule_set: ruleSet(r.rule) }),
    integration: integ(r.integration, `${path}.integration`)
  })
  return {
    steps: flow.steps.map((s, i) => {
      const p = `steps.${i}`
      if (s.kind === "recipient") return recipient(s, p)
      if (s.kind === "group")
        return {
          type: "group",
          ...(s.id === undefined ? {} : { id: s.id }),
          ...(s.desc === undefined ? {} : { description: s.desc }),
          distribution: "priority",
          steps: s.steps.map((m, j) => recipient(m, `${p}.steps.${j}`))
        }
      return {
        type: "auction",
        ...(s.id === undefined ? {} : { id: s.id }),
        buyers: s.buyers.map((b, j) => ({
          ...(b.id === undefined ? {} : { id: b.id }),
          entity: { id: b.entity },
          ...(b.desc === undefined ? {} : { description: b.desc }),
          ping: integ(b.ping, `${p}.buyers.${j}.ping`),
          post: integ(b.post, `${p}.buyers.${j}.post`)
        }))
      }
    }),
    destinations: flow.destinations.map((d, i) => ({
      name: d.name,
      actions: d.actions.map((a, j) => ({ name: a.name, webhook_url: leaf(a.webhook, `destinations.${i}.actions.${j}.webhook_url`) }))
    }))
  }
}

/** Give every secret a distinct sid (in document order) and record its original value. */
const numbered = (flow: FlowM): { flow: FlowM; originals: Originals } => {
  const copy = structuredClone(flow)
  const originals: Originals = new Map()
  let n = 0
  render(copy, "clear", originals, (l) => {
    if (l.k === "secret") {
      l.sid = ++n
      originals.set(l.sid, originalOf(l))
    }
  })
  return { flow: copy, originals }
}

// ---------------------------------------------------------------------------------------------
// Generators (small pools, so that look-alikes and duplicate ids are common)
// ---------------------------------------------------------------------------------------------
const opt = <A>(a: fc.Arbitrary<A>) => fc.option(a, { nil: undefined, freq: 2 })
const HOSTS = ["ha", "hb"]
const secretArb = (form: Secret["form"]): fc.Arbitrary<Secret> =>
  fc.constantFrom(...HOSTS).map((host) => ({ k: "secret", sid: 0, form, host, sent: "masked" }) as Secret)
const plain = (v: string | number | null): Plain => ({ k: "plain", v })
const mappingArb: fc.Arbitrary<MappingM> = fc
  .record({
    id: opt(fc.constantFrom("m00001", "m00002")),
    rule: opt(fc.constantFrom("CA", "TX")),
    body: fc.oneof(
      fc.record({ property: fc.constant("cpl_token"), value: fc.oneof(secretArb("token"), secretArb("number")) as fc.Arbitrary<Leaf | ListV> }),
      fc.record({ property: fc.constant("header.X-Api-Key"), value: secretArb("token") as fc.Arbitrary<Leaf | ListV> }),
      fc.record({
        property: fc.constant("url"),
        value: fc.oneof(secretArb("url"), fc.constantFrom(...HOSTS).map((h) => plain(`https://${h}.example/post`))) as fc.Arbitrary<Leaf | ListV>
      }),
      fc.record({
        property: fc.constant("parameter.api_key"),
        value: fc.array(fc.oneof(secretArb("token"), fc.constant(plain(null))), { minLength: 1, maxLength: 3 }).map((items) => ({ k: "list", items }) as ListV)
      }),
      fc.record({ property: fc.constant("json_property.email"), value: fc.constantFrom(plain("{{lead.email}}"), plain("x@example.com")) as fc.Arbitrary<Leaf | ListV> }),
      fc.record({ property: fc.constant("header.Authorization"), value: fc.constant(plain("{{lead.token}}")) as fc.Arbitrary<Leaf | ListV> })
    )
  })
  .map(({ id, rule, body }) => ({ ...(id === undefined ? {} : { id }), ...(rule === undefined ? {} : { rule }), property: body.property, value: body.value }))
const integArb: fc.Arbitrary<Integ> = fc.record({ module: fc.constantFrom(...MODULES), mappings: fc.array(mappingArb, { maxLength: 3 }) })
const stepIdArb = opt(fc.constantFrom("s00001", "s00002"))
const recipientArb: fc.Arbitrary<Recipient> = fc
  .record({ id: stepIdArb, entity: fc.constantFrom(...ENTITIES), desc: opt(fc.constant("A")), rule: opt(fc.constantFrom("CA", "TX")), integration: integArb })
  .map((r) => JSON.parse(JSON.stringify({ kind: "recipient", ...r })) as Recipient)
const groupArb: fc.Arbitrary<Group> = fc
  .record({ id: stepIdArb, desc: opt(fc.constant("A")), steps: fc.array(recipientArb, { minLength: 1, maxLength: 3 }) })
  .map((g) => JSON.parse(JSON.stringify({ kind: "group", ...g })) as Group)
const buyerArb: fc.Arbitrary<Buyer> = fc
  .record({ id: opt(fc.constantFrom("b00001", "b00002")), entity: fc.constantFrom(...ENTITIES), desc: opt(fc.constant("A")), ping: integArb, post: integArb })
  .map((b) => JSON.parse(JSON.stringify(b)) as Buyer)
const auctionArb: fc.Arbitrary<Auction> = fc
  .record({ id: stepIdArb, buyers: fc.array(buyerArb, { minLength: 1, maxLength: 3 }) })
  .map((a) => JSON.parse(JSON.stringify({ kind: "auction", ...a })) as Auction)
const actionArb: fc.Arbitrary<Action> = fc.record({
  name: fc.constantFrom("Post", "Hook"),
  webhook: fc.oneof(secretArb("url"), fc.constant(plain("https://hooks.example/in"))) as fc.Arbitrary<Leaf>
})
/** Drop an id already used by an earlier element of the same array. */
const uniqueIdsPerArray = (node: unknown): unknown => {
  if (Array.isArray(node)) {
    const seen = new Set<unknown>()
    return node.map((item) => {
      const out = uniqueIdsPerArray(item) as Record<string, unknown>
      if (out !== null && typeof out === "object" && "id" in out) {
        if (seen.has(out["id"])) delete out["id"]
        seen.add(out["id"])
      }
      return out
    })
  }
  if (node === null || typeof node !== "object") return node
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, uniqueIdsPerArray(v)]))
}

const flowArb = (opts: { ids?: boolean; unique?: boolean } = {}): fc.Arbitrary<FlowM> =>
  fc
    .record({
      steps: fc.array(fc.oneof({ weight: 3, arbitrary: recipientArb }, { weight: 1, arbitrary: groupArb }, { weight: 1, arbitrary: auctionArb }), { minLength: 1, maxLength: 4 }),
      destinations: fc.array(fc.record({ name: fc.constant("D"), actions: fc.array(actionArb, { minLength: 1, maxLength: 2 }) }), { maxLength: 1 })
    })
    .map((f) => {
      if (opts.ids !== false) return opts.unique === true ? (uniqueIdsPerArray(f) as FlowM) : f
      // Strip every id (keeps look-alikes frequent, no duplicate-id noise).
      return JSON.parse(JSON.stringify(f, (k, v) => (k === "id" ? undefined : v))) as FlowM
    })

// ---------------------------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------------------------
type Edit =
  | { t: "swap"; a: number; i: number; j: number }
  | { t: "delete"; a: number; i: number }
  | { t: "duplicate"; a: number; i: number }
  | { t: "nonSecret"; e: number; which: number }
  | { t: "typeNew"; s: number }
  | { t: "resendClear"; s: number }
  | { t: "hostOfMaskedUrl"; s: number }
  | { t: "module"; g: number }
  | { t: "moveStep"; from: number; to: number }
  | { t: "moveMapping"; from: number; to: number; i: number }

const editArb = (kinds: ReadonlyArray<Edit["t"]>): fc.Arbitrary<Edit> => {
  const n = fc.nat(20)
  const all: Record<Edit["t"], fc.Arbitrary<Edit>> = {
    swap: fc.record({ t: fc.constant("swap" as const), a: n, i: n, j: n }),
    delete: fc.record({ t: fc.constant("delete" as const), a: n, i: n }),
    duplicate: fc.record({ t: fc.constant("duplicate" as const), a: n, i: n }),
    nonSecret: fc.record({ t: fc.constant("nonSecret" as const), e: n, which: n }),
    typeNew: fc.record({ t: fc.constant("typeNew" as const), s: n }),
    resendClear: fc.record({ t: fc.constant("resendClear" as const), s: n }),
    hostOfMaskedUrl: fc.record({ t: fc.constant("hostOfMaskedUrl" as const), s: n }),
    module: fc.record({ t: fc.constant("module" as const), g: n }),
    moveStep: fc.record({ t: fc.constant("moveStep" as const), from: n, to: n }),
    moveMapping: fc.record({ t: fc.constant("moveMapping" as const), from: n, to: n, i: n })
  }
  return fc.oneof(...kinds.map((k) => all[k]))
}

const integsOf = (f: FlowM): Array<Integ> =>
  f.steps.flatMap((s) => (s.kind === "recipient" ? [s.integration] : s.kind === "group" ? s.steps.map((m) => m.integration) : s.buyers.flatMap((b) => [b.ping, b.post])))
const arraysOf = (f: FlowM): Array<Array<unknown>> => [
  f.steps,
  ...f.steps.flatMap((s): Array<Array<unknown>> => (s.kind === "group" ? [s.steps] : s.kind === "auction" ? [s.buyers] : [])),
  ...integsOf(f).map((i) => i.mappings),
  ...f.destinations.map((d) => d.actions)
]
const secretsOf = (f: FlowM, originals: Originals): Array<Secret> => {
  const out: Array<Secret> = []
  render(f, "sent", originals, (l) => l.k === "secret" && out.push(l))
  return out
}
/** Elements with a non-secret to change: recipients, groups, buyers, mappings. */
const elementsOf = (f: FlowM): Array<Recipient | Group | Buyer | MappingM> => [
  ...f.steps.flatMap((s): Array<Recipient | Group | Buyer> => (s.kind === "recipient" ? [s] : s.kind === "group" ? [s, ...s.steps] : s.buyers)),
  ...integsOf(f).flatMap((i) => i.mappings)
]
let typedCounter = 0
const applyEdit = (f: FlowM, e: Edit, originals: Originals): void => {
  const pick = <A>(xs: ReadonlyArray<A>, i: number): A | undefined => (xs.length === 0 ? undefined : xs[i % xs.length])
  switch (e.t) {
    case "swap": {
      const a = pick(arraysOf(f), e.a)
      if (a === undefined || a.length < 2) return
      const i = e.i % a.length, j = e.j % a.length
      ;[a[i], a[j]] = [a[j], a[i]]
      return
    }
    case "delete": {
      const a = pick(arraysOf(f), e.a)
      if (a === undefined || a.length === 0) return
      a.splice(e.i % a.length, 1)
      return
    }
    case "duplicate": {
      const a = pick(arraysOf(f), e.a)
      if (a === undefined || a.length === 0) return
      const i = e.i % a.length
      a.splice(i + 1, 0, structuredClone(a[i]))
      return
    }
    case "nonSecret": {
      const el = pick(elementsOf(f), e.e)
      if (el === undefined) return
      if ("property" in el) {
        // A mapping: change its rule set, or its non-secret value.
        if (el.value.k === "plain" && typeof el.value.v === "string" && e.which % 2 === 0) el.value = plain(el.value.v + "-changed")
        else el.rule = el.rule === "CA" ? "TX" : "CA"
      } else if ("entity" in el && e.which % 3 === 0) el.entity = el.entity === ENTITIES[0] ? (ENTITIES[1] as string) : (ENTITIES[0] as string)
      else el.desc = el.desc === undefined ? "changed" : undefined
      return
    }
    case "typeNew": {
      const s = pick(secretsOf(f, originals), e.s)
      if (s === undefined) return
      const n = ++typedCounter
      s.sent = "new"
      s.mustRefuse = false
      s.newValue = s.form === "number" ? 8_100_000 + n : s.form === "url" ? `https://${s.host}.example/post?api_key=NEW${n}Q` : `NEW${n}Q`
      return
    }
    case "resendClear": {
      const s = pick(secretsOf(f, originals), e.s)
      if (s === undefined || s.sent === "new") return
      s.sent = "clear"
      s.mustRefuse = false
      return
    }
    case "hostOfMaskedUrl": {
      const s = pick(secretsOf(f, originals).filter((x) => x.form === "url" && x.sent === "masked"), e.s)
      if (s === undefined) return
      // The user edits the host of a URL shown masked: the key cannot go along (refused is the only right answer).
      s.host = s.host === "ha" ? "hb" : "ha"
      s.mustRefuse = !String(originals.get(s.sid)).startsWith(`https://${s.host}.`)
      return
    }
    case "module": {
      const i = pick(integsOf(f), e.g)
      if (i !== undefined) i.module = i.module === MODULES[0] ? MODULES[1] : MODULES[0]
      return
    }
    case "moveStep": {
      // A recipient between the top level and a group.
      const groups = f.steps.filter((s): s is Group => s.kind === "group")
      const tops = f.steps.filter((s): s is Recipient => s.kind === "recipient")
      const g = pick(groups, e.to)
      if (g === undefined) return
      if (e.from % 2 === 0) {
        const r = pick(tops, e.from)
        if (r === undefined) return
        f.steps.splice(f.steps.indexOf(r), 1)
        g.steps.push(r)
      } else if (g.steps.length > 0) {
        const r = g.steps.splice(e.from % g.steps.length, 1)[0] as Recipient
        f.steps.push(r)
      }
      return
    }
    case "moveMapping": {
      const is = integsOf(f)
      const from = pick(is, e.from), to = pick(is, e.to)
      if (from === undefined || to === undefined || from === to || from.mappings.length === 0) return
      to.mappings.push(from.mappings.splice(e.i % from.mappings.length, 1)[0] as MappingM)
      return
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The invariant
// ---------------------------------------------------------------------------------------------
const valueAt = (body: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node === undefined || node === null ? undefined : (node as Record<string, unknown>)[part]), body)

type Outcome = { refused: boolean; violations: Array<string> }

/** Seal `edited` over `stored`, open it, and check every leaf. */
const check = async (storedModel: { flow: FlowM; originals: Originals }, edited: FlowM): Promise<Outcome & { sealed?: J }> => {
  const { originals } = storedModel
  const stored = mustSeal(render(storedModel.flow, "clear", originals))
  const revealed = await reveal(stored)
  const leaves: Array<[Leaf, string]> = []
  const body = render(edited, "sent", originals, (l, p) => leaves.push([l, p]))
  const result = sealOrErrors(body, revealed)
  if (!("body" in result)) return { refused: true, violations: [] }
  const opened = await open(result.body)
  const sidOf = new Map([...originals].map(([sid, v]) => [JSON.stringify(v), sid]))
  const alike = lookAlikes(storedModel)
  const violations: Array<string> = []
  for (const [leaf, path] of leaves) {
    const got = valueAt(opened, path)
    if (leaf.k === "plain") {
      if (got !== leaf.v) violations.push(`${path}: plain ${JSON.stringify(leaf.v)} became ${JSON.stringify(got)}`)
      continue
    }
    const other = sidOf.get(JSON.stringify(got))
    const label = other !== undefined && other !== leaf.sid ? ` (the secret of another element, sid ${other})` : ""
    if (leaf.sent === "new") {
      if (got !== leaf.newValue) violations.push(`${path}: typed ${JSON.stringify(leaf.newValue)}, opened ${JSON.stringify(got)}${label}`)
    } else if (leaf.mustRefuse === true) {
      // Edits that together send back, at this element, exactly what was shown for another element
      // (swap two masked URLs, then swap their hosts) are indistinguishable from moving that element:
      // keeping its secret is right. Anything else had to be refused.
      if (!(other !== undefined && got === originals.get(other) && signatureAt(body, path) === alike.get(other)))
        violations.push(`${path}: URL host edited while masked was accepted, opened ${JSON.stringify(got)}${label}`)
    } else if (got !== originals.get(leaf.sid) && !(other !== undefined && alike.get(other) === alike.get(leaf.sid)))
      violations.push(`${path}: sent ${leaf.sent} for sid ${leaf.sid} (${JSON.stringify(originals.get(leaf.sid))}), opened ${JSON.stringify(got)}${label}`)
  }
  return { refused: false, violations, sealed: result.body }
}

/**
 * Secrets the client cannot tell apart: their leaves' paths in the answered document, with every
 * array index replaced by the element as answered (ids, non-secret values, masked secrets).
 */
const lookAlikes = (m: { flow: FlowM; originals: Originals }): Map<number, string> => {
  const shown = render(m.flow, "sent", m.originals)
  const out = new Map<number, string>()
  render(m.flow, "clear", m.originals, (l, path) => {
    if (l.k === "secret") out.set(l.sid, signatureAt(shown, path))
  })
  return out
}
/** A leaf's path in a document with every array index replaced by the element found there. */
const signatureAt = (doc: J, path: string): string => {
  const parts = path.split(".")
  return parts.map((part, i) => (/^\d+$/.test(part) ? JSON.stringify(valueAt(doc, parts.slice(0, i + 1).join("."))) : part)).join("/")
}

const edited = (flow: FlowM, edits: ReadonlyArray<Edit>, originals: Originals): FlowM => {
  const copy = structuredClone(flow)
  for (const e of edits) applyEdit(copy, e, originals)
  return copy
}

const ALL_EDITS: ReadonlyArray<Edit["t"]> = ["swap", "delete", "duplicate", "nonSecret", "typeNew", "resendClear", "hostOfMaskedUrl", "module", "moveStep", "moveMapping"]

const runs = Number(process.env["REVIEW3_RUNS"] ?? 400)
/** Both outcomes must occur, or the property tested nothing: some saves kept secrets, some were refused. */
const report = (name: string, stats: { ok: number; refused: number }) => expect(stats.ok, `${name}: accepted`).toBeGreaterThan(0)

describe("flow secrets: properties", () => {
  it("P1 GET then PUT unchanged keeps every secret; the answer shows none (ids from a tiny pool, duplicates allowed)", async () => {
    await fc.assert(
      fc.asyncProperty(flowArb(), async (raw) => {
        const m = numbered(raw)
        const stored = mustSeal(render(m.flow, "clear", m.originals))
        const revealed = await reveal(stored)
        // Displayed is exactly the masked rendering: no secret in it.
        expect(revealed.displayed).toEqual(render(m.flow, "sent", m.originals))
        const text = JSON.stringify(revealed.displayed) + JSON.stringify(stored)
        for (const v of m.originals.values()) expect(text).not.toContain(String(v))
        const again = mustSeal(revealed.displayed, revealed)
        expect(await open(again)).toEqual(render(m.flow, "clear", m.originals))
      }),
      { numRuns: runs }
    )
  })

  it("P1b the same, without ids", async () => {
    await fc.assert(
      fc.asyncProperty(flowArb({ ids: false }), async (raw) => {
        const m = numbered(raw)
        const stored = mustSeal(render(m.flow, "clear", m.originals))
        const revealed = await reveal(stored)
        expect(revealed.displayed).toEqual(render(m.flow, "sent", m.originals))
        expect(await open(mustSeal(revealed.displayed, revealed))).toEqual(render(m.flow, "clear", m.originals))
      }),
      { numRuns: runs }
    )
  })

  const editProperty = (name: string, kinds: ReadonlyArray<Edit["t"]>, ids: boolean) =>
    it(`P2 ${name}`, async () => {
      const stats = { ok: 0, refused: 0 }
      await fc.assert(
        fc.asyncProperty(flowArb({ ids, unique: true }), fc.array(editArb(kinds), { minLength: 1, maxLength: 4 }), async (raw, edits) => {
          const m = numbered(raw)
          const out = await check(m, edited(m.flow, edits, m.originals))
          if (out.refused) stats.refused++
          else stats.ok++
          expect(out.violations).toEqual([])
          if (out.sealed !== undefined) {
            // A second GET/PUT unchanged keeps what the first stored.
            const r2 = await reveal(out.sealed)
            const again = mustSeal(r2.displayed, r2)
            expect(await open(again)).toEqual(await open(out.sealed))
          }
        }),
        { numRuns: runs }
      )
      report(name, stats)
    })

  editProperty("reorder/delete/type/resend, no ids", ["swap", "delete", "typeNew", "resendClear"], false)
  editProperty("reorder/delete/type/resend, ids", ["swap", "delete", "typeNew", "resendClear"], true)
  editProperty("non-secret changes, module, host of masked URL, no ids", ["nonSecret", "module", "hostOfMaskedUrl", "swap"], false)
  editProperty("non-secret changes, module, host of masked URL, ids", ["nonSecret", "module", "hostOfMaskedUrl", "swap"], true)
  editProperty("moves, no ids", ["moveStep", "moveMapping", "swap"], false)
  editProperty("duplicate, no ids", ["duplicate", "typeNew", "swap"], false)
  editProperty("everything, no ids", ALL_EDITS, false)
  editProperty("everything, ids", ALL_EDITS, true)
})

export { check, numbered, render, mustSeal, reveal, open, sealOrErrors, withEntityNames, type FlowM, type ReferenceContext }

// ---------------------------------------------------------------------------------------------
// Examples: the minimal counterexamples
// ---------------------------------------------------------------------------------------------
const MOD = "acme.outbound.api"
const recipient = (extra: J, mappings: ReadonlyArray<J>): J => ({ type: "recipient", entity: { id: ENTITIES[0] }, ...extra, integration: { module_id: MOD, mappings } })
const tokens = (body: J): Array<unknown> =>
  (body["steps"] as Array<{ integration: { mappings: Array<{ property: string; value: unknown }> } }>).map(
    (s) => s.integration.mappings.find((m) => m.property === "cpl_token")?.value
  )
const urls = (body: J): Array<unknown> =>
  (body["steps"] as Array<{ integration: { mappings: Array<{ property: string; value: unknown }> } }>).map(
    (s) => s.integration.mappings.find((m) => m.property === "url")?.value
  )

describe("flow secrets: examples found by review", () => {
  it("E1 two steps with the same id each keep their own secret on an unchanged GET/PUT", async () => {
    const clear = {
      steps: [
        recipient({ id: "s00001" }, [{ property: "url", value: "https://buyer-a.example/post" }, { property: "cpl_token", value: "key-A" }]),
        recipient({ id: "s00001" }, [{ property: "url", value: "https://buyer-b.example/post" }, { property: "cpl_token", value: "key-B" }])
      ]
    }
    const stored = mustSeal(clear)
    const r = await reveal(stored)
    const opened = await open(mustSeal(r.displayed, r))
    expect(tokens(opened)).toEqual(["key-A", "key-B"])
  })

  it("E1b two mappings with the same id in one integration each keep their own", async () => {
    const clear = { steps: [recipient({ id: "s00001" }, [{ id: "m00001", property: "cpl_token", value: "key-1" }, { id: "m00001", property: "header.X-Api-Key", value: "key-2" }])] }
    const r = await reveal(mustSeal(clear))
    const opened = await open(mustSeal(r.displayed, r))
    expect(opened).toEqual(clear)
  })

  it("E2 id-less steps that differ only in a keyed URL's host keep their tokens when reordered with the URLs sent as typed", async () => {
    const step = (host: string, key: string, token: string) =>
      recipient({}, [
        { property: "url", value: `https://${host}.example/post?api_key=${key}` },
        { property: "cpl_token", value: token }
      ])
    const clear = { steps: [step("buyer-a", "ka", "token-A"), step("buyer-b", "kb", "token-B")] }
    const r = await reveal(mustSeal(clear))
    const shown = r.displayed["steps"] as Array<J>
    // PUT: B first, A second; the URLs as typed (allowed: "as it was typed"), the tokens as answered.
    const withUrl = (s: J, url: string) => {
      const i = structuredClone(s["integration"]) as { mappings: Array<J> }
      ;(i.mappings[0] as J)["value"] = url
      return { ...s, integration: i }
    }
    const body = { steps: [withUrl(shown[1] as J, "https://buyer-b.example/post?api_key=kb"), withUrl(shown[0] as J, "https://buyer-a.example/post?api_key=ka")] }
    const opened = await open(mustSeal(body, r))
    expect(urls(opened)).toEqual(["https://buyer-b.example/post?api_key=kb", "https://buyer-a.example/post?api_key=ka"])
    expect(tokens(opened)).toEqual(["token-B", "token-A"])
  })

  it("E2b the same with both URL keys rotated in the save", async () => {
    const step = (host: string, key: string, token: string) =>
      recipient({}, [
        { property: "url", value: `https://${host}.example/post?api_key=${key}` },
        { property: "cpl_token", value: token }
      ])
    const r = await reveal(mustSeal({ steps: [step("buyer-a", "ka", "token-A"), step("buyer-b", "kb", "token-B")] }))
    const body = { steps: [step("buyer-b", "kb2", "****"), step("buyer-a", "ka2", "****")] }
    expect(tokens(await open(mustSeal(body, r)))).toEqual(["token-B", "token-A"])
  })

  it("E3 an unchanged GET/PUT after the step's entity was renamed (the server fills in entity names) is kept", async () => {
    const clear = { steps: [{ type: "recipient", entity: { id: ENTITIES[0], name: "Old name" }, integration: { module_id: MOD, mappings: [{ property: "cpl_token", value: "k" }] } }] }
    const r = await reveal(mustSeal(clear))
    const context = { entities: new Map([[ENTITIES[0], { id: ENTITIES[0], name: "New name" }]]) } as unknown as ReferenceContext
    const body = withEntityNames({ sources: [], ...r.displayed } as never, context) as unknown as J
    expect(sealOrErrors(body, r)).toHaveProperty("body")
  })

  it("E4 two masked webhook URLs swapped and then their hosts swapped send back what was shown: each keeps its own key (CI counterexample, seed -1386392460)", async () => {
    const hook = (host: string): Action => ({ name: "Hook", webhook: { k: "secret", sid: 0, form: "url", host, sent: "masked" } })
    const m = numbered({ steps: [], destinations: [{ name: "D", actions: [hook("hb"), hook("ha")] }] })
    const edits: Array<Edit> = [
      { t: "hostOfMaskedUrl", s: 0 },
      { t: "swap", a: 0, i: 0, j: 1 },
      { t: "hostOfMaskedUrl", s: 0 }
    ]
    const out = await check(m, edited(m.flow, edits, m.originals))
    expect(out).toMatchObject({ refused: false, violations: [] })
    const hooks = (await open(out.sealed as J))["destinations"] as Array<{ actions: Array<{ webhook_url: string }> }>
    expect(hooks[0]?.actions.map((a) => a.webhook_url)).toEqual(["https://hb.example/post?api_key=KEY1Q", "https://ha.example/post?api_key=KEY2Q"])
  })

  it("E4b one masked webhook URL with its host edited is refused", async () => {
    const m = numbered({ steps: [], destinations: [{ name: "D", actions: [{ name: "Hook", webhook: { k: "secret", sid: 0, form: "url", host: "hb", sent: "masked" } }] }] })
    expect(await check(m, edited(m.flow, [{ t: "hostOfMaskedUrl", s: 0 }], m.originals))).toMatchObject({ refused: true })
  })
})
