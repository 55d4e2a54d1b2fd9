import { apiKeysSuite } from "./apiKeysSuite.js"
import { sqliteTestDatabase } from "./testDatabases.js"

apiKeysSuite("SQLite", sqliteTestDatabase)
