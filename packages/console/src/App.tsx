import { useEffect, useRef, useState } from "preact/hooks"
import { clearKey, getKey } from "./session.js"
import { href, type Route, useRoute } from "./router.js"
import { SignIn } from "./pages/SignIn.js"
import { Dashboard } from "./pages/Dashboard.js"
import { FlowList, FlowPage } from "./pages/Flows.js"
import { LeadPage, LeadSearch } from "./pages/Leads.js"
import { Reports } from "./pages/Reports.js"
import { Resources, resourceKinds } from "./pages/Resources.js"
import { Certificates } from "./pages/Certificates.js"
import { Account } from "./pages/Account.js"

const sections: ReadonlyArray<readonly [string, string]> = [
  ["dashboard", "Dashboard"],
  ["flows", "Flows"],
  ["leads", "Leads"],
  ["reports", "Reports"],
  ...resourceKinds.map((k) => [k.route, k.title] as const),
  ["certificates", "Certificates"],
  ["account", "Account"]
]

const Page = ({ route }: { readonly route: Route }) => {
  const [section = "dashboard", id] = route.parts
  switch (section) {
    case "flows":
      return id === undefined ? <FlowList /> : <FlowPage id={id} />
    case "leads":
      return id === undefined ? <LeadSearch query={route.query} /> : <LeadPage id={id} />
    case "reports":
      return <Reports selected={id} />
    case "certificates":
      return <Certificates />
    case "dashboard":
      return <Dashboard />
    case "account":
      return <Account />
    default: {
      const kind = resourceKinds.find((k) => k.route === section)
      if (kind !== undefined) return <Resources kind={kind} />
      return (
        <section>
          <h1>Not found</h1>
          <p>
            There is no page here. <a href={href("dashboard")}>Go to the dashboard</a>.
          </p>
        </section>
      )
    }
  }
}

/** Focuses `main h1` now or as soon as it appears (a page that shows a loading indicator first). */
export const focusHeading = (): (() => void) => {
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>("main h1")
    if (heading === null) return false
    heading.focus()
    return true
  }
  if (attempt()) return () => undefined
  const main = document.querySelector("main") ?? document.body
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect()
  })
  observer.observe(main, { childList: true, subtree: true })
  const timer = setTimeout(() => observer.disconnect(), 15_000)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

export const App = () => {
  const [signedIn, setSignedIn] = useState(() => getKey() !== null)
  const route = useRoute()
  useEffect(() => {
    const out = () => setSignedIn(false)
    window.addEventListener("leadflow:signout", out)
    return () => window.removeEventListener("leadflow:signout", out)
  }, [])
  // Move focus to the new page's heading after navigation and after signing in (not on the first
  // load), for keyboard and screen reader users; a page that loads first gets it once its h1 shows.
  const page = route.parts.join("/")
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    return focusHeading()
  }, [page, signedIn])
  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />
  const current = route.parts[0] ?? "dashboard"
  return (
    <>
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById("main")?.focus())}>
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Leadflow</span>
        <nav aria-label="Main">
          <ul>
            {sections.map(([route, title]) => (
              <li key={route}>
                <a href={href(route)} aria-current={current === route ? "page" : undefined}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            clearKey()
            setSignedIn(false)
          }}
        >
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {/* Keyed by page: a new page starts without the last one's messages (a report keeps its page). */}
        <Page key={route.parts[0] === "reports" ? "reports" : page} route={route} />
      </main>
    </>
  )
}
