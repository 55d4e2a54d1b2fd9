import { describe } from "vitest"
import { postgresAvailable } from "../TestServer.js"
import { isolationSuite } from "./isolationSuite.js"

describe.skipIf(!postgresAvailable)("PostgreSQL", () => {
  isolationSuite("postgres")
})
