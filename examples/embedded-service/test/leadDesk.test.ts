import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Flows } from "@leadflow/server-adapter"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, expect, it } from "vitest"
import { deskLayer, runDesk } from "../src/leadDesk.js"

const dir = mkdtempSync(join(tmpdir(), "leadflow-embedded-"))
const runtime = ManagedRuntime.make(deskLayer(join(dir, "leads.db")))

afterAll(async () => {
  await runtime.dispose()
  rmSync(dir, { recursive: true, force: true })
})

it("runs an account's flow, leads, events and report in process", async () => {
  const leads = [
    { first_name: "Ada", email: "ada@example.com" },
    { first_name: "Grace", email: "grace@example.com" },
    { first_name: "Alan", email: "alan@example.com" }
  ]
  const summary = await runtime.runPromise(runDesk(leads))
  expect(summary.deployedVersion).toBe(1)
  // The flow has no buyer: each lead is kept, and a source event records it.
  expect(summary.outcomes).toEqual(["success", "success", "success"])
  expect(summary.sourceEvents).toBe(3)
  expect(summary.leadsCounted).toBe(3)
  expect(summary.reportRows).toHaveLength(1)
  expect(summary.reportRows[0]).toMatchObject({ group: { "vars.flow.id": summary.flowId }, values: { "source-submitted": 3 } })
})

it("keeps accounts apart: another account's flow does not exist for the caller", async () => {
  const { flowId } = await runtime.runPromise(runDesk([]))
  const other = await runtime.runPromise(runDesk([]))
  const found = await runtime.runPromise(Effect.flatMap(Flows, (flows) => Effect.flip(flows.get(other.accountId, flowId))))
  expect(found).toMatchObject({ _tag: "NotFound" })
})
