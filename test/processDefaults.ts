import { setAllowPrivateHosts } from "@leadflow/integrations"

/**
 * Run before every test file (vitest's `setupFiles`). Test files share worker processes
 * (`isolate: false`), so process-wide settings are put back to their defaults here: each file
 * starts from what a fresh process has, whatever a file before it left open or changed.
 */
setAllowPrivateHosts(false)
