import { useState } from "preact/hooks"
import { ApiError, request } from "../api.js"
import { setKey } from "../session.js"
import { ErrorBox } from "../components/ui.js"

/** Sign in with an API key: checked against GET /account, then kept in sessionStorage only. */
export const SignIn = ({ onSignedIn }: { readonly onSignedIn: () => void }) => {
  const [key, setValue] = useState("")
  const [error, setError] = useState<Error | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await request("/account", { key: key.trim() })
      setKey(key.trim())
      setValue("")
      onSignedIn()
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 401 ? new ApiError(401, "That API key was not accepted. Check it and try again.") : (e as Error)
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <main id="main" class="signin">
      <h1 tabIndex={-1}>Sign in to Leadflow</h1>
      <form onSubmit={submit} aria-describedby="key-help">
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autocomplete="off"
          required
          value={key}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
        <p id="key-help" class="help">
          Your account's API key: the one printed by <code>leadflow accounts create</code>, or one made on this console's Account page
          (Account → API keys) once signed in. It is kept
          in this tab's session storage only and is forgotten when the tab closes.
        </p>
        <button type="submit" disabled={busy || key.trim() === ""}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        {busy ? <p role="status">Checking the key…</p> : null}
        <ErrorBox error={error} title="Sign-in failed" />
      </form>
    </main>
  )
}
