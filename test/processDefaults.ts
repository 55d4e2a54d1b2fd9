import { setAllowPrivateHosts } from "@leadflow/integrations"
import fc from "fast-check"

/**
 * Run before every test file (vitest's `setupFiles`). Test files share worker processes
 * (`isolate: false`), so the process-wide settings a file may change are put back to their
 * defaults here. Process-wide metrics are not reset: a test reads a counter's change, not its
 * value.
 */
setAllowPrivateHosts(false)

/**
 * Replay a property failure: `FC_SEED=<seed from the report> npx vitest run <file>` runs every
 * fast-check property of the run with that seed (a property's own `seed` option still wins).
 */
const seed = process.env["FC_SEED"]
if (seed !== undefined && seed !== "") fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) })
