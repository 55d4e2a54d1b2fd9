import { describe } from "vitest"
import { eventsSuite } from "./eventsSuite.js"

describe("events API on SQLite", () => eventsSuite("sqlite"))
