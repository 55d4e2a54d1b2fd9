import { describe } from "vitest"
import { apiKeysSuite } from "./apiKeysSuite.js"
import { postgresTestDatabase, postgresUrl, skipNotice } from "./testDatabases.js"

skipNotice("the API keys suite")
describe.skipIf(postgresUrl === undefined)("API keys on PostgreSQL (needs LEADFLOW_PG_URL)", () => {
  apiKeysSuite("PostgreSQL", () => postgresTestDatabase(postgresUrl as string))
})
