/**
 * The browser script served at `GET /cert/certform.js`: dependency-free, plain ES2017, kept as
 * text so it reaches browsers exactly as written (no bundler, no transpiler helpers).
 *
 * It creates the certificate when the page loads (`POST <script dir>/capture`, a `text/plain`
 * JSON body so that no CORS preflight is needed), writes the certificate URL into a hidden input
 * `certform_cert_url` of every form, watches how fields are filled (typing: key presses before an
 * input; paste: a paste event or `insertFromPaste`; autofill: an input without key presses, or the
 * `:autofill` state), and at submit sends the session (counters, per-field methods, SHA-256
 * fingerprints of emails and phones, the page text) to `POST <script dir>/<cert id>/capture` with
 * `navigator.sendBeacon`, which the browser delivers even as the page navigates away.
 *
 * `window.LeadflowCertform` offers `ready` (a promise of the certificate URL), `certUrl`,
 * `flush()` (send the session now, for pages that submit with script) and `sha256(text)`.
 */

/**
 * The pure helpers (also run by the unit tests in a `vm`): SHA-256 in JavaScript (for insecure
 * contexts, where `crypto.subtle` is missing, and for a submit before the hashes are ready) and
 * the normalisations of `Fingerprint.ts`.
 */
export const scriptHelpers = String.raw`
  function sha256(text) {
    var bytes = new TextEncoder().encode(text);
    var K = [], H = [], primes = [], n = 2;
    while (primes.length < 64) {
      var isPrime = true;
      for (var p = 0; p < primes.length && primes[p] * primes[p] <= n; p++) if (n % primes[p] === 0) { isPrime = false; break; }
      if (isPrime) primes.push(n);
      n++;
    }
    var frac = function (x) { return ((x - Math.floor(x)) * 4294967296) | 0; };
    for (var i = 0; i < 64; i++) K[i] = frac(Math.pow(primes[i], 1 / 3));
    for (i = 0; i < 8; i++) H[i] = frac(Math.pow(primes[i], 1 / 2));
    var length = bytes.length;
    var padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
    padded.set(bytes);
    padded[length] = 0x80;
    var view = new DataView(padded.buffer);
    view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
    view.setUint32(padded.length - 4, (length * 8) >>> 0);
    var ror = function (x, r) { return (x >>> r) | (x << (32 - r)); };
    var w = new Int32Array(64);
    for (var off = 0; off < padded.length; off += 64) {
      for (i = 0; i < 16; i++) w[i] = view.getInt32(off + i * 4);
      for (i = 16; i < 64; i++) {
        var a = w[i - 15], b = w[i - 2];
        w[i] = (w[i - 16] + (ror(a, 7) ^ ror(a, 18) ^ (a >>> 3)) + w[i - 7] + (ror(b, 17) ^ ror(b, 19) ^ (b >>> 10))) | 0;
      }
      var A = H[0], B = H[1], C = H[2], D = H[3], E = H[4], F = H[5], G = H[6], J = H[7];
      for (i = 0; i < 64; i++) {
        var t1 = (J + (ror(E, 6) ^ ror(E, 11) ^ ror(E, 25)) + ((E & F) ^ (~E & G)) + K[i] + w[i]) | 0;
        var t2 = ((ror(A, 2) ^ ror(A, 13) ^ ror(A, 22)) + ((A & B) ^ (A & C) ^ (B & C))) | 0;
        J = G; G = F; F = E; E = (D + t1) | 0; D = C; C = B; B = A; A = (t1 + t2) | 0;
      }
      H[0] = (H[0] + A) | 0; H[1] = (H[1] + B) | 0; H[2] = (H[2] + C) | 0; H[3] = (H[3] + D) | 0;
      H[4] = (H[4] + E) | 0; H[5] = (H[5] + F) | 0; H[6] = (H[6] + G) | 0; H[7] = (H[7] + J) | 0;
    }
    var hex = "";
    for (i = 0; i < 8; i++) hex += ("0000000" + (H[i] >>> 0).toString(16)).slice(-8);
    return hex;
  }
  function normalizeEmail(value) { return String(value).trim().toLowerCase(); }
  function normalizePhone(value) {
    var digits = String(value).replace(/\D+/g, "");
    return digits.length === 11 && digits.charAt(0) === "1" ? digits.slice(1) : digits;
  }
`

const domCode = String.raw`
  if (typeof window === "undefined" || typeof document === "undefined" || window.LeadflowCertform) return;
  var FIELD = "certform_cert_url";
  var SNAPSHOT_LIMIT = 30000;
  var script = document.currentScript;
  var src = script && script.src ? script.src : "";
  var base = src.replace(/[?#].*$/, "").replace(/[^\/]*$/, "");
  var masked = !!(script && script.getAttribute("data-masked") === "true");
  var started = Date.now();
  var state = { certId: null, certUrl: null, token: null };
  var counters = { keystrokes: 0, characters: 0, firstKey: 0, lastKey: 0 };
  var fields = {}, lastKeyAt = {}, pasting = {}, hashes = {};
  var dirty = false;

  function framed() { try { return window.top !== window.self; } catch (e) { return true; } }
  function parentUrl() {
    if (!framed()) return null;
    try { return String(window.top.location.href); } catch (e) { return document.referrer || null; }
  }
  function fieldName(el) {
    return el.name || el.id || (el.type || el.tagName || "field").toLowerCase();
  }
  function isEntry(el) {
    if (!el || !el.tagName) return false;
    var tag = el.tagName.toLowerCase();
    if (tag === "textarea" || tag === "select") return true;
    if (tag !== "input") return false;
    var type = (el.type || "text").toLowerCase();
    return ["hidden", "submit", "button", "reset", "image", "file", "checkbox", "radio"].indexOf(type) === -1;
  }
  function describe(el) { return [el.name, el.id, el.getAttribute("autocomplete")].join(" "); }
  function isEmail(el) { return (el.type || "").toLowerCase() === "email" || /e-?mail/i.test(describe(el)); }
  function isPhone(el) { return (el.type || "").toLowerCase() === "tel" || /phone|mobile|\btel/i.test(describe(el)); }
  function note(el, method) {
    var name = fieldName(el);
    var list = fields[name] || (fields[name] = []);
    if (list.indexOf(method) === -1) list.push(method);
    dirty = true;
  }
  function autofilled(el) {
    try { return el.matches(":autofill"); } catch (e) {
      try { return el.matches(":-webkit-autofill"); } catch (e2) { return false; }
    }
  }

  // Fingerprints: crypto.subtle in secure contexts as values change; the JS hash otherwise.
  function normalized(el) {
    var value = el.value || "";
    if (value.trim() === "") return null;
    if (isEmail(el)) return normalizeEmail(value);
    if (isPhone(el)) { var digits = normalizePhone(value); return digits.length >= 7 ? digits : null; }
    return null;
  }
  function prehash(el) {
    var text = normalized(el);
    if (text === null || hashes[text] || !(window.crypto && window.crypto.subtle)) return;
    window.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then(function (buffer) {
      var hex = "", bytes = new Uint8Array(buffer);
      for (var i = 0; i < bytes.length; i++) hex += ("0" + bytes[i].toString(16)).slice(-2);
      hashes[text] = hex;
    }, function () {});
  }
  function fingerprints() {
    var out = [];
    var inputs = document.querySelectorAll("input, textarea");
    for (var i = 0; i < inputs.length; i++) {
      var text = normalized(inputs[i]);
      if (text === null) continue;
      var hex = hashes[text] || (hashes[text] = sha256(text));
      if (out.indexOf(hex) === -1) out.push(hex);
    }
    return out.slice(0, 50);
  }

  document.addEventListener("keydown", function (event) {
    if (!isEntry(event.target)) return;
    var key = event.key || "";
    if (["Shift", "Control", "Alt", "Meta", "CapsLock", "Tab"].indexOf(key) !== -1) return;
    var now = Date.now();
    counters.keystrokes++;
    if (key.length === 1) counters.characters++;
    if (!counters.firstKey) counters.firstKey = now;
    counters.lastKey = now;
    lastKeyAt[fieldName(event.target)] = now;
    dirty = true;
  }, true);
  document.addEventListener("paste", function (event) {
    if (isEntry(event.target)) pasting[fieldName(event.target)] = true;
  }, true);
  document.addEventListener("input", function (event) {
    var el = event.target;
    if (!isEntry(el)) return;
    var name = fieldName(el);
    var type = event.inputType || "";
    if (pasting[name] || type === "insertFromPaste" || type === "insertFromDrop") { pasting[name] = false; note(el, "paste"); }
    else if (autofilled(el) || type === "insertReplacementText") note(el, "autofill");
    else if (lastKeyAt[name] && Date.now() - lastKeyAt[name] < 1000) note(el, "typing");
    else note(el, "autofill");
    prehash(el);
  }, true);
  document.addEventListener("change", function (event) {
    var el = event.target;
    if (!isEntry(el)) return;
    if (autofilled(el)) note(el, "autofill");
    prehash(el);
  }, true);

  function fillForms() {
    if (!state.certUrl) return;
    for (var i = 0; i < document.forms.length; i++) {
      var form = document.forms[i];
      var input = form.querySelector("input[name='" + FIELD + "']");
      if (!input) {
        input = document.createElement("input");
        input.type = "hidden";
        input.name = FIELD;
        form.appendChild(input);
      }
      input.value = state.certUrl;
    }
  }

  function post(url, body) {
    return fetch(url, { method: "POST", mode: "cors", credentials: "omit", headers: { "Content-Type": "text/plain" }, body: body });
  }

  var ready = new Promise(function (resolve, reject) {
    function create() {
      var start = { page_url: String(location.href), parent_page_url: parentUrl(), is_framed: framed(), masked: masked };
      post(base + "capture", JSON.stringify(start))
        .then(function (res) { if (!res.ok) throw new Error("certificate capture failed: " + res.status); return res.json(); })
        .then(function (created) {
          state.certId = created.cert_id; state.certUrl = created.cert_url; state.token = created.token;
          fillForms();
          if (typeof MutationObserver === "function") new MutationObserver(fillForms).observe(document.documentElement, { childList: true, subtree: true });
          resolve(created.cert_url);
        })
        .catch(reject);
    }
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", create); else create();
  });
  ready.catch(function () {});

  function session() {
    var text = document.body ? String(document.body.innerText || "") : "";
    return {
      token: state.token,
      page_url: String(location.href),
      event_duration_ms: Date.now() - started,
      keystrokes: counters.keystrokes,
      characters: counters.characters,
      typing_ms: counters.firstKey ? counters.lastKey - counters.firstKey : 0,
      fields: fields,
      fingerprints: fingerprints(),
      snapshot: text.slice(0, SNAPSHOT_LIMIT)
    };
  }

  // The session goes out as a beacon (delivered while the page unloads); a smaller snapshot, then
  // a keepalive fetch, when the beacon is refused (beacons are limited to 64 KB).
  function flush() {
    if (!state.certId) return false;
    var url = base + state.certId + "/capture";
    var data = session();
    var body = JSON.stringify(data);
    dirty = false;
    if (navigator.sendBeacon && navigator.sendBeacon(url, body)) return true;
    data.snapshot = data.snapshot.slice(0, 5000);
    body = JSON.stringify(data);
    if (navigator.sendBeacon && navigator.sendBeacon(url, body)) return true;
    post(url, body).catch(function () {});
    return true;
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (state.certId) { fillForms(); flush(); return; }
    // Submitted before the certificate exists: hold a plain submit until it does (or failed).
    if (event.defaultPrevented) { ready.then(function () { flush(); }); return; }
    event.preventDefault();
    var go = function () { HTMLFormElement.prototype.submit.call(form); };
    ready.then(function () { fillForms(); flush(); go(); }, go);
  }, false);
  window.addEventListener("pagehide", function () { if (dirty) flush(); });

  window.LeadflowCertform = {
    ready: ready,
    get certUrl() { return state.certUrl; },
    flush: flush,
    sha256: sha256
  };
`

/** The whole script, as served. */
export const browserScript = `/* Leadflow certform: consent certificate capture. */\n(function () {\n  "use strict";\n${scriptHelpers}\n${domCode}\n})();\n`
