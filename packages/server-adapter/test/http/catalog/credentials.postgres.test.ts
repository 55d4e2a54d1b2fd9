import { describe } from "vitest"
import { skipNotice } from "../../storage/testDatabases.js"
import { postgresAvailable } from "../TestServer.js"
import { credentialsSuite } from "./credentialsSuite.js"

skipNotice("credentials")
describe.skipIf(!postgresAvailable)("credentials on PostgreSQL", () => credentialsSuite("postgres"))
