import { describe } from "vitest"
import { postgresAvailable } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"
import { batchSuite } from "./batchSuite.js"

skipNotice("batch API")

describe.skipIf(!postgresAvailable)("batch API on PostgreSQL", () => batchSuite("postgres"))
