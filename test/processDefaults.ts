import { setAllowPrivateHosts } from "@leadflow/integrations"

/**
 * Run before every test file (vitest's `setupFiles`). Test files share worker processes
 * (`isolate: false`), so the process-wide settings a file may change are put back to their
 * defaults here. Process-wide metrics are not reset: a test reads a counter's change, not its
 * value.
 */
setAllowPrivateHosts(false)
