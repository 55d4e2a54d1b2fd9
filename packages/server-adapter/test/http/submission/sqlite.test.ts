import { submissionSuite } from "./submissionSuite.js"

submissionSuite("sqlite")
