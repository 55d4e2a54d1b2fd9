import { isolationSuite } from "./isolationSuite.js"

isolationSuite("sqlite")
