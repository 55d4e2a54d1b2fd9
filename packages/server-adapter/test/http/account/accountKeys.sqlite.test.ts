import { describe } from "vitest"
import { accountKeysSuite } from "./accountKeysSuite.js"

describe("account and API keys on SQLite", () => accountKeysSuite("sqlite"))
