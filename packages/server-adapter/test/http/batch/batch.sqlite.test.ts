import { describe } from "vitest"
import { batchSuite } from "./batchSuite.js"

describe("batch API on SQLite", () => batchSuite("sqlite"))
