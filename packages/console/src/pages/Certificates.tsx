import { useState } from "preact/hooks"
import { request } from "../api.js"
import { PageStatus, useAction } from "../components/page.js"
import { Json } from "../components/ui.js"

/** Look a certificate up (POST /cert/{id}/ping): its capture data and whether an email or phone matches. */
export const Certificates = () => {
  const [form, setForm] = useState({ cert: "", email: "", phone: "" })
  const [result, setResult] = useState<unknown>(undefined)
  const { busy, error, act } = useAction()
  const lookUp = (e: Event) => {
    e.preventDefault()
    setResult(undefined)
    const id = form.cert.trim().replace(/.*\//, "")
    void act("Looking the certificate up", async () => {
      setResult(await request(`/cert/${encodeURIComponent(id)}/ping`, { method: "POST", query: { email: form.email, phone: form.phone } }))
    })
  }
  const input = (name: keyof typeof form) => ({
    value: form[name],
    onInput: (e: Event) => setForm({ ...form, [name]: (e.target as HTMLInputElement).value })
  })
  return (
    <section aria-labelledby="cert-title">
      <h1 id="cert-title" tabIndex={-1}>
        Certificates
      </h1>
      <p>
        Look up a consent certificate captured by the certform script (<a href="./cert/demo">see the demo form</a>) and check it
        against the lead's email or phone.
      </p>
      <form class="filters" onSubmit={lookUp} aria-label="Look up a certificate">
        <label>
          Certificate id or URL
          <input required {...input("cert")} />
        </label>
        <label>
          Email (optional)
          <input type="email" {...input("email")} />
        </label>
        <label>
          Phone (optional)
          <input type="tel" {...input("phone")} />
        </label>
        <button type="submit" disabled={busy !== ""}>
          Look up
        </button>
      </form>
      <PageStatus busy={busy} error={error} />
      {result !== undefined ? <Json value={result} label="Certificate" /> : null}
    </section>
  )
}
