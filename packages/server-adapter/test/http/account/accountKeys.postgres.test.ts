import { describe } from "vitest"
import { skipNotice } from "../../storage/testDatabases.js"
import { postgresAvailable } from "../TestServer.js"
import { accountKeysSuite } from "./accountKeysSuite.js"

skipNotice("account and API keys")
describe.skipIf(!postgresAvailable)("account and API keys on PostgreSQL", () => accountKeysSuite("postgres"))
