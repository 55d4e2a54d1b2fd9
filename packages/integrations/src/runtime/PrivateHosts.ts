/**
 * Whether deliveries may go to private hosts (loopback, private networks): off unless the
 * runtime turns it on (`LEADFLOW_ALLOW_PRIVATE_HOSTS`, for tests and local demos) or a caller
 * passes `allow_private_hosts: true` in vars. A mapping cannot: it renders text, not `true`.
 */
let allowed = false

/** Called by the runtime from `LEADFLOW_ALLOW_PRIVATE_HOSTS`; answers the setting it replaced. */
export const setAllowPrivateHosts = (allow: boolean): boolean => {
  const previous = allowed
  allowed = allow
  return previous
}

export const privateHostsAllowed = (vars: Readonly<Record<string, unknown>>): boolean =>
  allowed || vars["allow_private_hosts"] === true
