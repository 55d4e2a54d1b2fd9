/**
 * `npm run bench:summary`: the table of every target from the results files already written
 * (`bench/results/*.json`), without running anything. Exits 1 when a target is missed.
 */
import { printSummary } from "./lib/summary.js"
import { resultFiles } from "./lib/results.js"

const { missed, withoutFigures } = printSummary(resultFiles())
if (missed > 0 || withoutFigures > 0) process.exitCode = 1
