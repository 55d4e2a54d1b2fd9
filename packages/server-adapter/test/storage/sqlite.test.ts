import { repositorySuite } from "./repositorySuite.js"
import { sqliteTestDatabase } from "./testDatabases.js"

repositorySuite("SQLite", sqliteTestDatabase)
