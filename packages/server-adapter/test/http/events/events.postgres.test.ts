import { describe } from "vitest"
import { postgresAvailable } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"
import { eventsSuite } from "./eventsSuite.js"

skipNotice("events API")
describe.skipIf(!postgresAvailable)("events API on PostgreSQL", () => eventsSuite("postgres"))
