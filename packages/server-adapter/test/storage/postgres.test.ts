import { describe } from "vitest"
import { repositorySuite } from "./repositorySuite.js"
import { postgresTestDatabase, postgresUrl, skipNotice } from "./testDatabases.js"

if (postgresUrl === undefined) skipNotice("the repository suite")

// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
describe.skipIf(postgresUrl === undefined)("storage repositories on PostgreSQL (needs LEADFLOW_PG_URL)", () => {
  repositorySuite("PostgreSQL", () => postgresTestDatabase(postgresUrl as string))
})
