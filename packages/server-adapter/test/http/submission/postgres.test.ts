import { describe } from "vitest"
import { postgresAvailable } from "../TestServer.js"
import { submissionSuite } from "./submissionSuite.js"

describe.skipIf(!postgresAvailable)("PostgreSQL", () => {
  submissionSuite("postgres")
})
