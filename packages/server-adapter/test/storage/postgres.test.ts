import { describe, it } from "vitest"
import { repositorySuite } from "./repositorySuite.js"
import { postgresTestDatabase, postgresUrl, skipNotice } from "./testDatabases.js"

if (postgresUrl === undefined) {
  skipNotice("the repository suite")
  describe.skip("storage repositories on PostgreSQL (LEADFLOW_PG_URL unset)", () => {
    it("needs LEADFLOW_PG_URL", () => {})
  })
} else {
  const url = postgresUrl
  repositorySuite("PostgreSQL", () => postgresTestDatabase(url))
}
