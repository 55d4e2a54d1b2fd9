/**
 * A demo lead form that includes the certificate script: served at `GET /cert/demo` (its own
 * submissions come back to it and show the certificate URL the form carried) and used by the
 * browser test from another origin.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

export const CONSENT_TEXT =
  "By clicking Submit, I agree to be contacted by Example Co. at the email and phone number above, including by automated means."

export interface DemoPageOptions {
  /** Where the page loads the script from (`certform.js` next to the page on the server). */
  readonly scriptUrl: string
  /** Where the form submits (GET). */
  readonly action: string
  /** Submitted values to show above the form (the demo's answer to its own submission). */
  readonly submitted?: Readonly<Record<string, string>>
}

const submittedBlock = (submitted: Readonly<Record<string, string>> | undefined): string => {
  if (submitted === undefined || Object.keys(submitted).length === 0) return ""
  const rows = Object.entries(submitted)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td id="submitted-${escapeHtml(name)}">${escapeHtml(value)}</td></tr>`)
    .join("")
  return `<section id="submitted"><h2>Submitted</h2><table>${rows}</table>
<p>Ping the certificate: <code>curl -X POST -u API:&lt;key&gt; "&lt;certificate URL&gt;/ping?email=&lt;email&gt;"</code></p></section>`
}

export const demoPage = (options: DemoPageOptions): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Leadflow certform demo</title>
<style>body{font-family:sans-serif;max-width:40rem;margin:2rem auto}label{display:block;margin:.5rem 0}input{display:block;width:100%}</style>
</head>
<body>
<h1>Get a quote</h1>
${submittedBlock(options.submitted)}
<form id="lead" method="get" action="${escapeHtml(options.action)}">
<label>Name <input name="first_name" id="first_name" autocomplete="given-name"></label>
<label>Email <input name="email" id="email" type="email" autocomplete="email"></label>
<label>Phone <input name="phone_1" id="phone_1" type="tel" autocomplete="tel"></label>
<p id="consent">${escapeHtml(CONSENT_TEXT)}</p>
<button type="submit" id="submit">Submit</button>
</form>
<script src="${escapeHtml(options.scriptUrl)}"></script>
</body>
</html>
`
