import { describe } from "vitest"
import { credentialsSuite } from "./credentialsSuite.js"

describe("credentials on SQLite", () => credentialsSuite("sqlite"))
