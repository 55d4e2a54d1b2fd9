// packages/integrations/src/Contract.ts
var defineIntegration = (integration) => integration;
var definePackage = (pkg) => {
  for (const integration of pkg.integrations)
    if (!integration.id.startsWith(`${pkg.id}.`))
      throw new Error(`integration ${integration.id} must be named ${pkg.id}.<inbound|outbound>.<name>`);
  return pkg;
};

// packages/integrations/src/builtins/custom/Cache.ts
var memo = (compile2, limit = 512) => {
  let cache = /* @__PURE__ */ new Map();
  return (text2) => {
    const hit = cache.get(text2);
    if (hit !== void 0 || cache.has(text2)) return hit;
    const value = compile2(text2);
    if (cache.size >= limit) cache = /* @__PURE__ */ new Map();
    cache.set(text2, value);
    return value;
  };
};

// packages/types/src/TypedValue.ts
var isTypedValue = (value) => typeof value === "object" && value !== null && !Array.isArray(value) && "normal" in value && "valid" in value && "raw" in value;

// packages/integrations/src/builtins/custom/Flatten.ts
var isBranch = (value) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !isTypedValue(value);
};
var walk = (branch, prefix, out) => {
  for (const key of Object.keys(branch)) {
    const value = branch[key];
    const name = prefix === "" ? key : `${prefix}.${key}`;
    if (isBranch(value)) walk(value, name, out);
    else out.push([name, value]);
  }
};
var flattenFamily = (family) => {
  const out = [];
  if (isBranch(family)) walk(family, "", out);
  return out;
};

// packages/integrations/src/builtins/custom/Normalize.ts
import anyAscii from "any-ascii";
var plain = (value) => {
  if (value !== null && typeof value === "object" && isTypedValue(value)) return value.valid ? value.normal : value.raw;
  return value;
};
var text = (value) => {
  const v = plain(value);
  if (typeof v === "string") {
    const trimmed = v.trim();
    return trimmed === "" ? void 0 : trimmed;
  }
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return void 0;
};
var TRUE = /* @__PURE__ */ new Set(["true", "t", "yes", "y", "1", "on"]);
var FALSE = /* @__PURE__ */ new Set(["false", "f", "no", "n", "0", "off"]);
var flag = (value, fallback) => {
  const v = plain(value);
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  if (typeof v === "string") {
    const word = v.trim().toLowerCase();
    if (TRUE.has(word)) return true;
    if (FALSE.has(word)) return false;
  }
  return fallback;
};
var outgoingText = (value, ascii) => ascii ? anyAscii(value) : value;
var leafText = (value, ascii) => {
  const v = plain(value);
  if (v === null || v === void 0) return void 0;
  if (typeof v === "string") return outgoingText(v, ascii);
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? void 0 : v.toISOString();
  const json = jsonText(v);
  return json === void 0 ? void 0 : outgoingText(json, ascii);
};
var jsonText = (value) => {
  try {
    return JSON.stringify(value);
  } catch {
    return void 0;
  }
};

// packages/integrations/src/builtins/custom/FormEncoding.ts
var TRAILING_INDEX = /^(.+)\.(\d+)$/;
var indexedName = memo((name) => {
  const m = TRAILING_INDEX.exec(name);
  return m === null ? { base: name, index: -1 } : { base: m[1], index: Number(m[2]) };
});
var valuesOf = (value, ascii) => {
  if (!Array.isArray(value)) {
    const one = leafText(value, ascii);
    return one === void 0 ? [] : [one];
  }
  const out = [];
  for (const item of value) out.push(...valuesOf(item, ascii));
  return out;
};
var familyParams = (family, ascii) => {
  const groups = /* @__PURE__ */ new Map();
  for (const [name, value] of flattenFamily(family)) {
    const values = valuesOf(value, ascii);
    if (values.length === 0) continue;
    const { base, index } = indexedName(name);
    const slots = groups.get(base);
    if (slots === void 0) groups.set(base, [{ index, values }]);
    else slots.push({ index, values });
  }
  const params = [];
  for (const [base, slots] of groups) {
    const name = outgoingText(base, ascii);
    if (slots.length > 1) slots.sort((a, b) => a.index - b.index);
    for (const slot of slots) for (const value of slot.values) params.push([name, value]);
  }
  return params;
};
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var encodeComponent = (text2) => {
  try {
    return encodeURIComponent(text2);
  } catch {
    return encodeURIComponent(text2.replace(LONE_SURROGATE, "\uFFFD"));
  }
};
var encodeParams = (params, encodeNames) => {
  let out = "";
  for (const [name, value] of params) {
    if (out !== "") out += "&";
    out += `${encodeNames ? encodeComponent(name) : name}=${encodeComponent(value)}`;
  }
  return out;
};

// packages/integrations/src/builtins/custom/OwnKeys.ts
var setOwn = (target, key, value) => {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
};
var isRecord = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// packages/integrations/src/builtins/custom/Authorization.ts
var secretText = (value) => {
  const v = plain(value);
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return void 0;
};
var basic = (username, password) => `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
var authorization = (vars2) => {
  const credential = vars2["credential"];
  if (isRecord(credential) && credential["type"] === "user") {
    const username2 = secretText(credential["username"]);
    if (username2 !== void 0) return basic(username2, secretText(credential["password"]) ?? "");
  }
  const username = secretText(vars2["basic_username"]);
  const password = secretText(vars2["basic_password"]);
  if ((username === void 0 || username === "") && (password === void 0 || password === "")) return void 0;
  return basic(username ?? "", password ?? "");
};

// packages/integrations/src/builtins/custom/Headers.ts
var UNSENDABLE = /[\r\n\0]/g;
var BLANK = /^\s*$/;
var sendable = (text2) => {
  const clean = text2.includes("\r") || text2.includes("\n") || text2.includes("\0") ? text2.replace(UNSENDABLE, "") : text2;
  return BLANK.test(clean) ? void 0 : clean;
};
var headerValue = (value, ascii) => {
  if (typeof value === "string" && !ascii) return sendable(value);
  if (!Array.isArray(value)) {
    const text2 = leafText(value, ascii);
    return text2 === void 0 ? void 0 : sendable(text2);
  }
  const parts = [];
  for (const item of value) {
    const part = leafText(item, ascii);
    if (part !== void 0 && !BLANK.test(part)) parts.push(part);
  }
  return sendable(parts.join(", "));
};
var mappedHeaders = (family, ascii = false) => {
  const out = {};
  if (!isBranch(family)) return out;
  for (const name of Object.keys(family)) {
    const value = family[name];
    if (isBranch(value)) {
      for (const [rest, nested] of flattenFamily(value)) {
        const text3 = headerValue(nested, ascii);
        if (text3 !== void 0) out[`${name}.${rest}`] = text3;
      }
      continue;
    }
    const text2 = headerValue(value, ascii);
    if (text2 !== void 0) out[name] = text2;
  }
  return out;
};
var mergeHeaders = (defaults, mapped, allowContentType) => {
  const out = Object.assign({}, defaults);
  for (const name of Object.keys(mapped)) {
    const lower = name.toLowerCase();
    if (lower === "accept" || lower === "content-length" || lower === "content-type" && !allowContentType) continue;
    if (lower === "content-type" || lower === "authorization") {
      for (const existing of Object.keys(out)) if (existing !== name && existing.toLowerCase() === lower) delete out[existing];
    }
    out[name] = mapped[name];
  }
  return out;
};

// packages/integrations/src/builtins/custom/RequestCommon.ts
var ACCEPT = "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7,text/html;q=0.6,text/plain;q=0.5";
var urlOf = (vars2) => text(vars2["url"]) ?? "";
var sendsAscii = (vars2) => flag(vars2["send_ascii"], false);
var followsRedirects = (vars2, byDefault) => flag(vars2["follow_redirects"], byDefault);
var methodOf = (vars2, allowed2, byDefault) => {
  const method = text(vars2["method"])?.toUpperCase();
  return method !== void 0 && allowed2.includes(method) ? method : byDefault;
};
var requestHeaders = (vars2, defaults, hasBody, ascii) => {
  const header = vars2["header"];
  const headers = header === void 0 ? Object.assign({}, defaults) : mergeHeaders(defaults, mappedHeaders(header, ascii), hasBody);
  const auth = authorization(vars2);
  if (auth !== void 0 && !hasHeader(headers, "authorization")) headers["Authorization"] = auth;
  return headers;
};
var hasHeader = (headers, lower) => {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === lower) return true;
  return false;
};
var contentLength = (body2) => String(Buffer.byteLength(body2, "utf8"));

// packages/integrations/src/builtins/custom/RequestForm.ts
var FORM_CONTENT_TYPE = "application/x-www-form-urlencoded; charset=utf-8";
var formRequest = (vars2) => {
  const ascii = sendsAscii(vars2);
  const body2 = encodeParams(familyParams(vars2["form_field"], ascii), flag(vars2["encode_form_field_names"], true));
  const headers = requestHeaders(vars2, { "Content-Type": FORM_CONTENT_TYPE, Accept: ACCEPT }, true, ascii);
  headers["Content-Length"] = contentLength(body2);
  return { url: urlOf(vars2), method: "POST", headers, body: body2, followRedirects: followsRedirects(vars2, false) };
};

// packages/integrations/src/builtins/custom/Document.ts
var segmentsOf = memo((name) => name.split("."));
var isDraft = (value) => typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
var isIndex = (name) => {
  if (name.length === 0) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};
var inIndexOrder = (names) => names.some((name) => name.length > 1 && name[0] === "0") ? names.sort((a, b) => Number(a) - Number(b)) : names;
var jsonValue = (value, ascii) => {
  if (typeof value === "string") return ascii ? outgoingText(value, true) : value;
  if (typeof value !== "object" || value === null) return typeof value === "bigint" ? String(value) : value;
  if (isTypedValue(value)) return jsonValue(value.valid ? value.normal : value.raw, ascii);
  if (Array.isArray(value)) {
    const items = [];
    for (const item of value) {
      const converted = jsonValue(item, ascii);
      if (converted !== null && converted !== void 0) items.push(converted);
    }
    return items;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return isBranch(value) ? buildDocument(value, ascii) : value;
};
var child = (draft, name) => {
  const existing = draft[name];
  if (isDraft(existing)) return existing;
  const created = {};
  setOwn(draft, name, created);
  return created;
};
var fill = (draft, source, ascii) => {
  for (const sourceName of Object.keys(source)) {
    const value = source[sourceName];
    let target = draft;
    let name = ascii ? outgoingText(sourceName, true) : sourceName;
    if (name.includes(".")) {
      const segments = segmentsOf(name);
      const last = segments.length - 1;
      for (let i = 0; i < last; i++) target = child(target, segments[i]);
      name = segments[last];
    }
    if (isBranch(value)) fill(child(target, name), value, ascii);
    else setOwn(target, name, jsonValue(value, ascii));
  }
};
var finish = (draft) => {
  const names = Object.keys(draft);
  if (!names.every(isIndex)) {
    for (const name of names) {
      const value = draft[name];
      if (isDraft(value)) draft[name] = finish(value);
    }
    return draft;
  }
  const items = [];
  for (const name of inIndexOrder(names)) {
    const value = draft[name];
    if (value !== null && value !== void 0) items.push(isDraft(value) ? finish(value) : value);
  }
  return items;
};
var buildDocument = (family, ascii) => {
  const root = {};
  if (isBranch(family)) fill(root, family, ascii);
  return finish(root);
};
var documentOfEntries = (entries, ascii) => {
  const source = {};
  for (const [name, value] of entries) setOwn(source, name, value);
  return buildDocument(source, ascii);
};

// packages/integrations/src/builtins/custom/DocumentText.ts
var MERGE = /* @__PURE__ */ Symbol("merge");
var quote = (text2) => {
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || c >= 55296 && c <= 57343) return JSON.stringify(text2);
  }
  return `"${text2}"`;
};
var isPlainObject = (value) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
var valueText = (value, ascii) => {
  switch (typeof value) {
    case "string":
      return quote(ascii ? outgoingText(value, true) : value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return `"${String(value)}"`;
    case "object":
      if (value === null) return "null";
      if (Array.isArray(value)) return listText(value, ascii);
      if (isTypedValue(value)) return valueText(value.valid ? value.normal : value.raw, ascii);
      if (isPlainObject(value)) return levelText(value, ascii);
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? "null" : `"${value.toISOString()}"`;
      return jsonText(value);
    default:
      return void 0;
  }
};
var listText = (items, ascii) => {
  let out = "[";
  for (const item of items) {
    const text2 = valueText(item, ascii);
    if (text2 === MERGE) return MERGE;
    if (text2 === void 0 || text2 === "null") continue;
    out += out.length === 1 ? text2 : `,${text2}`;
  }
  return `${out}]`;
};
var levelText = (source, ascii) => {
  const names = Object.keys(source);
  let indexes = true;
  for (const name of names) {
    if (name.includes(".")) return MERGE;
    if (indexes && !isIndex(ascii ? outgoingText(name, true) : name)) indexes = false;
  }
  let out = indexes ? "[" : "{";
  for (const name of indexes ? inIndexOrder(names) : names) {
    const text2 = valueText(source[name], ascii);
    if (text2 === MERGE) return MERGE;
    if (text2 === void 0 || indexes && text2 === "null") continue;
    if (out.length > 1) out += ",";
    out += indexes ? text2 : `${quote(ascii ? outgoingText(name, true) : name)}:${text2}`;
  }
  return `${out}${indexes ? "]" : "}"}`;
};
var documentJson = (family, ascii) => {
  if (typeof family === "object" && family !== null && !Array.isArray(family) && !isTypedValue(family) && isPlainObject(family)) {
    const text2 = levelText(family, ascii);
    if (text2 !== MERGE) return text2;
  }
  return jsonText(buildDocument(family, ascii)) ?? "[]";
};

// packages/integrations/src/builtins/custom/RequestJson.ts
var JSON_METHODS = ["POST", "PUT", "DELETE", "PATCH"];
var JSON_CONTENT_TYPE = "application/json; charset=utf-8";
var FORM_CONTENT_TYPE2 = "application/x-www-form-urlencoded";
var nestedParams = (family, ascii) => {
  const groups = /* @__PURE__ */ new Map();
  for (const [name, value] of flattenFamily(family)) {
    const dot = name.indexOf(".");
    const field = dot < 0 ? name : name.slice(0, dot);
    const entry = [dot < 0 ? "" : name.slice(dot + 1), value];
    const group = groups.get(field);
    if (group === void 0) groups.set(field, [entry]);
    else group.push(entry);
  }
  const params = [];
  for (const [field, entries] of groups) {
    const whole = entries.length === 1 && entries[0]?.[0] === "";
    const json = jsonText(whole ? jsonValue(entries[0]?.[1], ascii) : documentOfEntries(entries, ascii));
    if (json !== void 0) params.push([outgoingText(field, ascii), json]);
  }
  return params;
};
var jsonRequest = (vars2) => {
  const ascii = sendsAscii(vars2);
  const json = documentJson(vars2["json_property"], ascii);
  const parameter = text(vars2["json_parameter"]);
  let body2 = json;
  let contentType = JSON_CONTENT_TYPE;
  if (parameter !== void 0) {
    const params = json === "[]" || json === "{}" ? [] : [[outgoingText(parameter, ascii), json]];
    params.push(...nestedParams(vars2["nested_extra_parameter"], ascii), ...familyParams(vars2["extra_parameter"], ascii));
    body2 = encodeParams(params, true);
    contentType = FORM_CONTENT_TYPE2;
  }
  return {
    url: urlOf(vars2),
    method: methodOf(vars2, JSON_METHODS, "POST"),
    headers: requestHeaders(vars2, { "Content-Type": contentType, Accept: ACCEPT }, true, ascii),
    body: body2,
    followRedirects: followsRedirects(vars2, false)
  };
};

// packages/integrations/src/builtins/custom/RequestQuery.ts
var withQuery = (url, query) => {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};
var queryRequest = (vars2) => {
  const ascii = sendsAscii(vars2);
  return {
    url: withQuery(urlOf(vars2), encodeParams(familyParams(vars2["parameter"], ascii), true)),
    method: "GET",
    headers: requestHeaders(vars2, { Accept: ACCEPT }, false, ascii),
    followRedirects: followsRedirects(vars2, true)
  };
};

// packages/integrations/src/builtins/custom/XmlDocument.ts
var DECLARATION = '<?xml version="1.0"?>';
var INDEX = /^\d+$/;
var Branch = class {
  members = /* @__PURE__ */ new Map();
};
var segmentsOf2 = memo((name) => {
  const parts = name.split(".");
  const out = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const at = part.indexOf("@");
    if (at < 0) {
      out.push(part);
      continue;
    }
    if (at > 0) out.push(part.slice(0, at));
    out.push([part.slice(at), ...parts.slice(i + 1)].join("."));
    break;
  }
  return out;
});
var insert = (root, segments, value) => {
  let node = root;
  const last = segments.length - 1;
  for (let i = 0; i < last; i++) {
    const segment = segments[i];
    let next = node.members.get(segment);
    if (!(next instanceof Branch)) {
      const branch = new Branch();
      if (next !== void 0) branch.members.set("#text", next);
      node.members.set(segment, branch);
      next = branch;
    }
    node = next;
  }
  const key = segments[last];
  const existing = node.members.get(key);
  if (existing instanceof Branch && !Array.isArray(value)) existing.members.set("#text", value);
  else node.members.set(key, value);
};
var NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var TEXT_SPECIAL = /[&<>\r]/g;
var ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g;
var ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "	": "&#x9;",
  "\n": "&#xA;",
  "\r": "&#xD;"
};
var entity = (c) => ENTITIES[c] ?? c;
var escapeText = (text2) => text2.replace(NOT_XML, "").replace(TEXT_SPECIAL, entity);
var escapeAttribute = (text2) => text2.replace(NOT_XML, "").replace(ATTRIBUTE_SPECIAL, entity);
var cdata = (text2) => `<![CDATA[${text2.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
var NAME_START = /[A-Za-z_:\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
var NOT_NAME_CHAR = /[^-.0-9A-Za-z_:\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F-\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/g;
var xmlName = memo((name) => {
  const cleaned = name.replace(NOT_NAME_CHAR, "_");
  return cleaned !== "" && NAME_START.test(cleaned[0]) ? cleaned : `_${cleaned}`;
});
var asList = (branch) => {
  const keys = [];
  for (const key of branch.members.keys()) {
    if (!INDEX.test(key)) return void 0;
    keys.push(key);
  }
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => branch.members.get(key));
};
var attributesOf = (branch, ascii) => {
  let out = "";
  for (const [key, value] of branch.members) {
    if (key[0] !== "@") continue;
    const text2 = leafText(value, ascii);
    if (text2 !== void 0) out += ` ${xmlName(key.slice(1))}="${escapeAttribute(text2)}"`;
  }
  return out;
};
var write = (name, value, depth, ascii, lines) => {
  if (value === void 0) return;
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && item !== void 0) write(name, item, depth, ascii, lines);
    return;
  }
  if (value instanceof Branch) {
    const list = asList(value);
    if (list !== void 0) return write(name, list, depth, ascii, lines);
  }
  const indent = "  ".repeat(depth);
  const tag = xmlName(name);
  if (!(value instanceof Branch)) {
    const text2 = leafText(value, ascii);
    lines.push(text2 === void 0 ? `${indent}<${tag}/>` : `${indent}<${tag}>${escapeText(text2)}</${tag}>`);
    return;
  }
  const open = `${indent}<${tag}${attributesOf(value, ascii)}`;
  let content = "";
  const children = [];
  for (const [key, member2] of value.members) {
    if (key === "#text") content += escapeText(leafText(member2, ascii) ?? "");
    else if (key === "#cdata") content += cdata(leafText(member2, ascii) ?? "");
    else if (key[0] !== "@") children.push([key, member2]);
  }
  if (children.length === 0) {
    lines.push(content === "" && !value.members.has("#text") && !value.members.has("#cdata") ? `${open}/>` : `${open}>${content}</${tag}>`);
    return;
  }
  lines.push(`${open}>`);
  if (content !== "") lines.push(`${indent}  ${content}`);
  for (const [key, member2] of children) write(key, member2, depth + 1, ascii, lines);
  lines.push(`${indent}</${tag}>`);
};
var buildXml = (entries, ascii) => {
  if (entries.length === 0) return DECLARATION;
  const root = new Branch();
  for (const [name, value] of entries) insert(root, segmentsOf2(name), value);
  const lines = [DECLARATION];
  for (const [name, value] of root.members) write(name, value, 0, ascii, lines);
  return lines.join("\n");
};

// packages/integrations/src/builtins/custom/RequestXml.ts
var XML_METHODS = ["POST", "PUT", "PATCH"];
var xmlRequest = (vars2) => {
  const ascii = sendsAscii(vars2);
  const xml = buildXml(flattenFamily(vars2["xml_path"]), ascii);
  const parameter = text(vars2["xml_parameter"]);
  let body2 = xml;
  let contentType = "text/xml";
  if (parameter !== void 0) {
    const params = [[outgoingText(parameter, ascii), xml], ...familyParams(vars2["extra_parameter"], ascii)];
    body2 = encodeParams(params, true);
    contentType = "application/x-www-form-urlencoded";
  }
  const headers = requestHeaders(vars2, { "Content-Type": contentType, Accept: ACCEPT }, true, ascii);
  headers["Content-Length"] = contentLength(body2);
  return {
    url: urlOf(vars2),
    method: methodOf(vars2, XML_METHODS, "POST"),
    headers,
    body: body2,
    followRedirects: followsRedirects(vars2, false)
  };
};

// packages/integrations/src/builtins/custom/Html.ts
import { load } from "cheerio/slim";
var loadHtml = (body2) => load(body2);
var ATTRIBUTE_SUFFIX = /^([\s\S]*\S)\s+@([^\s@]+)$/;
var cssPath = memo((text2) => {
  const m = ATTRIBUTE_SUFFIX.exec(text2.trim());
  return m === null ? { selector: text2.trim(), attribute: void 0 } : { selector: m[1], attribute: m[2] };
});
var selectCss = (doc, path, markup) => {
  const { selector, attribute } = cssPath(path);
  if (selector === "") return [];
  try {
    const out = [];
    doc(selector).each((_, element) => {
      const el = doc(element);
      const value = attribute !== void 0 ? el.attr(attribute) : markup ? el.html() : el.text();
      if (typeof value === "string") out.push(value);
    });
    return out;
  } catch {
    return [];
  }
};

// packages/integrations/src/builtins/custom/Xml.ts
import { createRequire } from "node:module";
import { DOMParser } from "@xmldom/xmldom";
var parser = new DOMParser({ locator: false, onError: () => void 0 });
var parseXml = (body2) => {
  try {
    const doc = parser.parseFromString(body2, "text/xml");
    return doc.documentElement === null ? void 0 : doc;
  } catch {
    return void 0;
  }
};
var ELEMENT = 1;
var TEXT = 3;
var CDATA = 4;
var DOCUMENT = 9;
var addMember = (target, key, value, lists) => {
  if (!Object.hasOwn(target, key)) return setOwn(target, key, value);
  if (lists.has(key)) target[key].push(value);
  else {
    lists.add(key);
    setOwn(target, key, [target[key], value]);
  }
};
var elementValue = (element) => {
  let members;
  const lists = /* @__PURE__ */ new Set();
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes.item(i);
    if (attribute !== null) addMember(members ??= {}, attribute.name, attribute.value, lists);
  }
  let text2 = "";
  let cdata2 = false;
  for (let child2 = element.firstChild; child2 !== null; child2 = child2.nextSibling) {
    if (child2.nodeType === ELEMENT) addMember(members ??= {}, child2.nodeName, elementValue(child2), lists);
    else if (child2.nodeType === TEXT) text2 += child2.nodeValue ?? "";
    else if (child2.nodeType === CDATA) {
      text2 += child2.nodeValue ?? "";
      cdata2 = true;
    }
  }
  const blank = !cdata2 && text2.trim() === "";
  if (members === void 0) return blank ? text2 : text2.trim();
  if (!blank) addMember(members, "#text", text2.trim(), lists);
  return members;
};
var xmlToObject = (doc) => {
  const root = doc.documentElement;
  const out = {};
  if (root !== null) setOwn(out, root.nodeName, elementValue(root));
  return out;
};
var xpath = createRequire(import.meta.url)("xpath");
var compileXPath = memo((expression) => {
  try {
    return xpath.parse(expression);
  } catch {
    return null;
  }
});
var nodeText = (node) => (node.nodeType === ELEMENT || node.nodeType === DOCUMENT ? node.textContent : node.nodeValue) ?? "";
var selectXPath = (doc, expression) => {
  const compiled = compileXPath(expression.trim());
  if (compiled === null) return [];
  try {
    const result = compiled.evaluate({ node: doc });
    if (typeof result.toArray === "function") return result.toArray().map(nodeText);
    return [result.stringValue()];
  } catch {
    return [];
  }
};

// packages/integrations/src/builtins/custom/Body.ts
var JSON_TYPE = /json/i;
var HTML_TYPE = /html/i;
var XML_TYPE = /xml/i;
var parseJson = (raw) => {
  try {
    const value = JSON.parse(raw);
    if (Array.isArray(value)) return { array: value };
    return isRecord(value) ? value : void 0;
  } catch {
    return void 0;
  }
};
var looksLikeMarkup = (raw) => raw.trimStart().startsWith("<");
var lazyHtml = (raw) => {
  let doc;
  return () => doc ??= loadHtml(raw);
};
var readBody = (contentType, raw) => {
  const type = contentType ?? "";
  if (type.includes("json") || JSON_TYPE.test(type)) {
    const doc = parseJson(raw);
    if (doc !== void 0) return { kind: "json", raw, doc };
  } else if (HTML_TYPE.test(type)) {
    if (looksLikeMarkup(raw)) return { kind: "html", raw, html: lazyHtml(raw) };
  } else if (XML_TYPE.test(type) && looksLikeMarkup(raw)) {
    const doc = parseXml(raw);
    if (doc !== void 0) return { kind: "xml", raw, doc };
  }
  return { kind: "text", raw };
};

// packages/integrations/src/builtins/custom/Regex.ts
var SLASHED = /^\/([\s\S]*)\/([A-Za-z]*)$/;
var compile = (source, caseInsensitive) => {
  const m = SLASHED.exec(source);
  const pattern = m === null ? source : m[1];
  let flags = m === null ? "" : m[2].replace(/[gy]/g, "");
  if (caseInsensitive && !flags.includes("i")) flags += "i";
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
};
var exact = memo((source) => compile(source, false));
var folded = memo((source) => compile(source, true));
var userRegex = (source) => exact(source) ?? void 0;
var searchRegex = (term) => {
  const source = (term ?? "").trim().toLowerCase();
  return folded(source === "" ? ".*" : source) ?? void 0;
};
var firstGroup = (regex, subject) => {
  const m = regex.exec(subject);
  if (m === null) return void 0;
  return m.length > 1 ? m[1] : m[0];
};

// packages/integrations/src/builtins/custom/JsonPath.ts
var QUOTED_INDEX = /^'(\d+)'$/;
var jsonPath = memo((text2) => {
  const segments = text2.replace(/\[([^\]]*)\]/g, ".$1").split(".").filter((s) => s !== "").map((s) => QUOTED_INDEX.exec(s)?.[1] ?? s);
  return { segments, wildcard: segments.includes("*") };
});
var member = (value, key) => {
  if (typeof value !== "object" || value === null) return void 0;
  const found2 = value[key];
  if (found2 === void 0 || typeof found2 !== "function" && key !== "__proto__") return found2;
  return Object.hasOwn(value, key) ? found2 : void 0;
};
var collect = (value, segments, at, out) => {
  if (value === void 0) return;
  if (at === segments.length) {
    out.push(value);
    return;
  }
  const segment = segments[at];
  if (segment === "*") {
    if (value === null || typeof value !== "object") return;
    for (const item of Array.isArray(value) ? value : Object.values(value)) collect(item, segments, at + 1, out);
    return;
  }
  collect(member(value, segment), segments, at + 1, out);
};
var jsonPathValue = (root, path) => {
  const segments = path.segments;
  if (segments.length === 0) return void 0;
  let value = root;
  for (let i = 0; i < segments.length && value !== void 0; i++) value = member(value, segments[i]);
  return value;
};
var resolveJsonPath = (root, path) => {
  if (!path.wildcard) {
    const value = jsonPathValue(root, path);
    return value === void 0 ? [] : [value];
  }
  const out = [];
  collect(root, path.segments, 0, out);
  return out;
};

// packages/integrations/src/builtins/custom/Selectors.ts
var visitJson = (value, visit) => {
  switch (typeof value) {
    case "string":
      return visit(value);
    case "number":
    case "boolean":
      return visit(String(value));
    case "object": {
      if (value === null) return false;
      if (Array.isArray(value)) {
        for (const item of value) if (visitJson(item, visit)) return true;
        return false;
      }
      const json = jsonText(value);
      return json !== void 0 && visit(json);
    }
    default:
      return false;
  }
};
var visitAll = (texts, visit) => {
  for (const text2 of texts) if (visit(text2)) return true;
  return false;
};
var someText = (body2, path, purpose, visit) => {
  switch (body2.kind) {
    case "json": {
      const compiled = jsonPath(path);
      if (!compiled.wildcard) return visitJson(jsonPathValue(body2.doc, compiled), visit);
      for (const value of resolveJsonPath(body2.doc, compiled)) if (visitJson(value, visit)) return true;
      return false;
    }
    case "xml":
      return visitAll(selectXPath(body2.doc, path), visit);
    case "html":
      return visitAll(selectCss(body2.html(), path, purpose === "search"), visit);
    case "text": {
      if (purpose === "search") return visit(body2.raw);
      const regex = userRegex(path);
      const value = regex === void 0 ? void 0 : firstGroup(regex, body2.raw);
      return value !== void 0 && visit(value);
    }
  }
};
var firstText = (body2, path) => {
  let first;
  someText(body2, path, "value", (text2) => {
    const trimmed = text2.trim();
    if (trimmed === "") return false;
    first = trimmed;
    return true;
  });
  return first;
};
var selectReference = (body2, path) => {
  if (body2.kind !== "json") return firstText(body2, path);
  const compiled = jsonPath(path);
  if (!compiled.wildcard) {
    const value = jsonPathValue(body2.doc, compiled);
    return value === null ? void 0 : value;
  }
  const values = resolveJsonPath(body2.doc, compiled).filter((v) => v !== null);
  return values.length === 0 ? void 0 : values;
};

// packages/integrations/src/builtins/custom/Response.ts
var INVERSE = { success: "failure", failure: "success", error: "success" };
var outcomeNamed = (value) => value === "failure" || value === "error" ? value : "success";
var headerValues = (headers, name) => {
  const value = headers[name];
  if (value !== void 0) return value;
  const lower = name.toLowerCase();
  for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) return headers[key];
  return void 0;
};
var firstValue = (value) => typeof value === "string" || value === void 0 ? value : value[0];
var found = (body2, path, regex) => path === void 0 ? regex.test(body2.raw) : someText(body2, path, "search", (candidate) => regex.test(candidate.trim()));
var outcomeOf = (vars2, body2) => {
  const term = text(vars2["outcome_search_term"]);
  const onMatch = text(vars2["outcome_on_match"])?.toLowerCase();
  if (term === void 0 && onMatch === void 0) return "success";
  const whenFound = outcomeNamed(onMatch);
  const regex = searchRegex(term);
  return regex !== void 0 && found(body2, text(vars2["outcome_search_path"]), regex) ? whenFound : INVERSE[whenFound];
};
var reasonOf = (vars2, body2) => {
  const path = text(vars2["reason_path"]);
  if (path !== void 0) {
    const reasons = [];
    someText(body2, path, "value", (candidate) => {
      const reason = candidate.trim();
      if (reason !== "") reasons.push(reason);
      return false;
    });
    if (reasons.length > 0) return reasons.sort().join(", ");
  }
  return text(vars2["default_reason"]);
};
var priceOf = (vars2, body2) => {
  const path = text(vars2["price_path"]);
  const price = path === void 0 ? void 0 : firstText(body2, path);
  if (price !== void 0) return price;
  const fallback = plain(vars2["fallback_price"]);
  if (typeof fallback === "number") return fallback;
  return typeof fallback === "string" && fallback.trim() !== "" ? fallback : 0;
};
var cookieOf = (vars2, response) => {
  const term = text(vars2["cookie_search_term"]);
  if (term === void 0) return void 0;
  const regex = searchRegex(term);
  if (regex === void 0) return void 0;
  const header = headerValues(response.headers, "Set-Cookie");
  if (header === void 0) return void 0;
  const cookies = typeof header === "string" ? [header] : [...header].sort();
  return cookies.find((cookie) => regex.test(cookie));
};
var isNumericKey = (key) => {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57 && isIndex(key);
};
var quoteNumericKeys = (value) => {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (typeof item === "object" && item !== null) value[i] = quoteNumericKeys(item);
    }
    return value;
  }
  const record = value;
  let numeric = false;
  for (const key in record) {
    if (isNumericKey(key)) numeric = true;
    else {
      const member2 = record[key];
      if (typeof member2 === "object" && member2 !== null) record[key] = quoteNumericKeys(member2);
    }
  }
  if (!numeric) return record;
  const out = {};
  for (const key in record) {
    const member2 = record[key];
    if (!isNumericKey(key)) setOwn(out, key, member2);
    else setOwn(out, `'${key}'`, typeof member2 === "object" && member2 !== null ? quoteNumericKeys(member2) : member2);
  }
  return out;
};
var documentOf = (body2) => {
  if (body2.kind === "json") return quoteNumericKeys(body2.doc);
  if (body2.kind === "xml") return xmlToObject(body2.doc);
  return {};
};
var capture = (vars2, raw, appended) => {
  const family = vars2["capture"];
  if (family === void 0) return;
  for (const [name, pattern] of flattenFamily(family)) {
    const source = text(pattern);
    const regex = source === void 0 ? void 0 : userRegex(source);
    const value = regex === void 0 ? void 0 : firstGroup(regex, raw);
    if (value !== void 0) setOwn(appended, name, value);
  }
};
var parseResponse = (vars2, _request, response) => {
  if (response.status >= 500 && response.status < 600) return { outcome: "error", reason: "Server error" };
  const contentType = text(vars2["response_content_type_override"]) ?? firstValue(headerValues(response.headers, "Content-Type"));
  const body2 = readBody(contentType, typeof response.body === "string" ? response.body : "");
  const outcome = outcomeOf(vars2, body2);
  const reason = reasonOf(vars2, body2);
  const price = priceOf(vars2, body2);
  const referencePath = text(vars2["reference_path"]);
  const reference = referencePath === void 0 ? void 0 : selectReference(body2, referencePath);
  const cookie = cookieOf(vars2, response);
  const appended = documentOf(body2);
  capture(vars2, body2.raw, appended);
  appended["outcome"] = outcome;
  appended["price"] = price;
  if (reason !== void 0) appended["reason"] = reason;
  if (cookie !== void 0) appended["cookie"] = cookie;
  if (reference !== void 0) appended["reference"] = reference;
  return appended;
};

// packages/integrations/src/runtime/Ssrf.ts
import { isIP } from "node:net";

// packages/integrations/src/runtime/Tlds.ts
var LIST = "aaa aarp abb abbott abbvie abc able abogado abudhabi ac academy accenture accountant accountants aco actor ad ads adult ae aeg aero aetna af afl africa ag agakhan agency ai aig airbus airforce airtel akdn al alibaba alipay allfinanz allstate ally alsace alstom am amazon americanexpress americanfamily amex amfam amica amsterdam analytics android anquan anz ao aol apartments app apple aq aquarelle ar arab aramco archi army arpa art arte as asda asia associates at athleta attorney au auction audi audible audio auspost author auto autos aw aws ax axa az azure ba baby baidu banamex band bank bar barcelona barclaycard barclays barefoot bargains baseball basketball bauhaus bayern bb bbc bbt bbva bcg bcn bd be beats beauty beer berlin best bestbuy bet bf bg bh bharti bi bible bid bike bing bingo bio biz bj black blackfriday blockbuster blog bloomberg blue bm bms bmw bn bnpparibas bo boats boehringer bofa bom bond boo book booking bosch bostik boston bot boutique box br bradesco bridgestone broadway broker brother brussels bs bt build builders business buy buzz bv bw by bz bzh ca cab cafe cal call calvinklein cam camera camp canon capetown capital capitalone car caravan cards care career careers cars casa case cash casino cat catering catholic cba cbn cbre cc cd center ceo cern cf cfa cfd cg ch chanel channel charity chase chat cheap chintai christmas chrome church ci cipriani circle cisco citadel citi citic city ck cl claims cleaning click clinic clinique clothing cloud club clubmed cm cn co coach codes coffee college cologne com commbank community company compare computer comsec condos construction consulting contact contractors cooking cool coop corsica country coupon coupons courses cpa cr credit creditcard creditunion cricket crown crs cruise cruises cu cuisinella cv cw cx cy cymru cyou cz dad dance data date dating datsun day dclk dds de deal dealer deals degree delivery dell deloitte delta democrat dental dentist desi design dev dhl diamonds diet digital direct directory discount discover dish diy dj dk dm dnp do docs doctor dog domains dot download drive dtv dubai dupont durban dvag dvr dz earth eat ec eco edeka edu education ee eg email emerck energy engineer engineering enterprises epson equipment er ericsson erni es esq estate et eu eurovision eus events exchange expert exposed express extraspace fage fail fairwinds faith family fan fans farm farmers fashion fast fedex feedback ferrari ferrero fi fidelity fido film final finance financial fire firestone firmdale fish fishing fit fitness fj fk flickr flights flir florist flowers fly fm fo foo food football ford forex forsale forum foundation fox fr free fresenius frl frogans frontier ftr fujitsu fun fund furniture futbol fyi ga gal gallery gallo gallup game games gap garden gay gb gbiz gd gdn ge gea gent genting george gf gg ggee gh gi gift gifts gives giving gl glass gle global globo gm gmail gmbh gmo gmx gn godaddy gold goldpoint golf goodyear goog google gop got gov gp gq gr grainger graphics gratis green gripe grocery group gs gt gu gucci guge guide guitars guru gw gy hair hamburg hangout haus hbo hdfc hdfcbank health healthcare help helsinki here hermes hiphop hisamitsu hitachi hiv hk hkt hm hn hockey holdings holiday homedepot homegoods homes homesense honda horse hospital host hosting hot hotels hotmail house how hr hsbc ht hu hughes hyatt hyundai ibm icbc ice icu id ie ieee ifm ikano il im imamat imdb immo immobilien in inc industries infiniti info ing ink institute insurance insure int international intuit investments io ipiranga iq ir irish is ismaili ist istanbul it itau itv jaguar java jcb je jeep jetzt jewelry jio jll jm jmp jnj jo jobs joburg jot joy jp jpmorgan jprs juegos juniper kaufen kddi ke kerryhotels kerryproperties kfh kg kh ki kia kids kim kindle kitchen kiwi km kn koeln komatsu kosher kp kpmg kpn kr krd kred kuokgroup kw ky kyoto kz la lacaixa lamborghini lamer land landrover lanxess lasalle lat latino latrobe law lawyer lb lc lds lease leclerc lefrak legal lego lexus lgbt li lidl life lifeinsurance lifestyle lighting like lilly limited limo lincoln link live living lk llc llp loan loans locker locus lol london lotte lotto love lpl lplfinancial lr ls lt ltd ltda lu lundbeck luxe luxury lv ly ma madrid maif maison makeup man management mango map market marketing markets marriott marshalls mattel mba mc mckinsey md me med media meet melbourne meme memorial men menu merck merckmsd mg mh miami microsoft mil mini mint mit mitsubishi mk ml mlb mls mm mma mn mo mobi mobile moda moe moi mom monash money monster mormon mortgage moscow moto motorcycles mov movie mp mq mr ms msd mt mtn mtr mu museum music mv mw mx my mz na nab nagoya name navy nba nc ne nec net netbank netflix network neustar new news next nextdirect nexus nf nfl ng ngo nhk ni nico nike nikon ninja nissan nissay nl no nokia norton now nowruz nowtv np nr nra nrw ntt nu nyc nz obi observer office okinawa olayan olayangroup ollo om omega one ong onl online ooo open oracle orange org organic origins osaka otsuka ott ovh pa page panasonic paris pars partners parts party pay pccw pe pet pf pfizer pg ph pharmacy phd philips phone photo photography photos physio pics pictet pictures pid pin ping pink pioneer pizza pk pl place play playstation plumbing plus pm pn pnc pohl poker politie porn post pr praxi press prime pro prod productions prof progressive promo properties property protection pru prudential ps pt pub pw pwc py qa qpon quebec quest racing radio re read realestate realtor realty recipes red redumbrella rehab reise reisen reit reliance ren rent rentals repair report republican rest restaurant review reviews rexroth rich richardli ricoh ril rio rip ro rocks rodeo rogers room rs rsvp ru rugby ruhr run rw rwe ryukyu sa saarland safe safety sakura sale salon samsclub samsung sandvik sandvikcoromant sanofi sap sarl sas save saxo sb sbi sbs sc scb schaeffler schmidt scholarships school schule schwarz science scot sd se search seat secure security seek select sener services seven sew sex sexy sfr sg sh shangrila sharp shell shia shiksha shoes shop shopping shouji show si silk sina singles site sj sk ski skin sky skype sl sling sm smart smile sn sncf so soccer social softbank software sohu solar solutions song sony soy spa space sport spot sr srl ss st stada staples star statebank statefarm stc stcgroup stockholm storage store stream studio study style su sucks supplies supply support surf surgery suzuki sv swatch swiss sx sy sydney systems sz tab taipei talk taobao target tatamotors tatar tattoo tax taxi tc tci td tdk team tech technology tel temasek tennis teva tf tg th thd theater theatre tiaa tickets tienda tips tires tirol tj tjmaxx tjx tk tkmaxx tl tm tmall tn to today tokyo tools top toray toshiba total tours town toyota toys tr trade trading training travel travelers travelersinsurance trust trv tt tube tui tunes tushu tv tvs tw tz ua ubank ubs ug uk unicom university uno uol ups us uy uz va vacations vana vanguard vc ve vegas ventures verisign versicherung vet vg vi viajes video vig viking villas vin vip virgin visa vision viva vivo vlaanderen vn vodka volvo vote voting voto voyage vu wales walmart walter wang wanggou watch watches weather weatherchannel webcam weber website wed wedding weibo weir wf whoswho wien wiki williamhill win windows wine winners wme woodside work works world wow ws wtc wtf xbox xerox xihuan xin xn--11b4c3d xn--1ck2e1b xn--1qqw23a xn--2scrj9c xn--30rr7y xn--3bst00m xn--3ds443g xn--3e0b707e xn--3hcrj9c xn--3pxu8k xn--42c2d9a xn--45br5cyl xn--45brj9c xn--45q11c xn--4dbrk0ce xn--4gbrim xn--54b7fta0cc xn--55qw42g xn--55qx5d xn--5su34j936bgsg xn--5tzm5g xn--6frz82g xn--6qq986b3xl xn--80adxhks xn--80ao21a xn--80aqecdr1a xn--80asehdb xn--80aswg xn--8y0a063a xn--90a3ac xn--90ae xn--90ais xn--9dbq2a xn--9et52u xn--9krt00a xn--b4w605ferd xn--bck1b9a5dre4c xn--c1avg xn--c2br7g xn--cck2b3b xn--cckwcxetd xn--cg4bki xn--clchc0ea0b2g2a9gcd xn--czr694b xn--czrs0t xn--czru2d xn--d1acj3b xn--d1alf xn--e1a4c xn--eckvdtc9d xn--efvy88h xn--fct429k xn--fhbei xn--fiq228c5hs xn--fiq64b xn--fiqs8s xn--fiqz9s xn--fjq720a xn--flw351e xn--fpcrj9c3d xn--fzc2c9e2c xn--fzys8d69uvgm xn--g2xx48c xn--gckr3f0f xn--gecrj9c xn--gk3at1e xn--h2breg3eve xn--h2brj9c xn--h2brj9c8c xn--hxt814e xn--i1b6b1a6a2e xn--imr513n xn--io0a7i xn--j1aef xn--j1amh xn--j6w193g xn--jlq480n2rg xn--jvr189m xn--kcrx77d1x4a xn--kprw13d xn--kpry57d xn--kput3i xn--l1acc xn--lgbbat1ad8j xn--mgb9awbf xn--mgba3a3ejt xn--mgba3a4f16a xn--mgba7c0bbn0a xn--mgbaam7a8h xn--mgbab2bd xn--mgbah1a3hjkrd xn--mgbai9azgqp6j xn--mgbayh7gpa xn--mgbbh1a xn--mgbbh1a71e xn--mgbc0a9azcg xn--mgbca7dzdo xn--mgbcpq6gpa1a xn--mgberp4a5d4ar xn--mgbgu82a xn--mgbi4ecexp xn--mgbpl2fh xn--mgbt3dhd xn--mgbtx2b xn--mgbx4cd0ab xn--mix891f xn--mk1bu44c xn--mxtq1m xn--ngbc5azd xn--ngbe9e0a xn--ngbrx xn--node xn--nqv7f xn--nqv7fs00ema xn--nyqy26a xn--o3cw4h xn--ogbpf8fl xn--otu796d xn--p1acf xn--p1ai xn--pgbs0dh xn--pssy2u xn--q7ce6a xn--q9jyb4c xn--qcka1pmc xn--qxa6a xn--qxam xn--rhqv96g xn--rovu88b xn--rvc1e0am3e xn--s9brj9c xn--ses554g xn--t60b56a xn--tckwe xn--tiq49xqyj xn--unup4y xn--vermgensberater-ctb xn--vermgensberatung-pwb xn--vhquv xn--vuq861b xn--w4r85el8fhu5dnra xn--w4rs40l xn--wgbh1c xn--wgbl6a xn--xhq521b xn--xkc2al3hye2a xn--xkc2dl3a5ee0h xn--y9a3aq xn--yfro4i67o xn--ygbi2ammx xn--zfr164b xxx xyz yachts yahoo yamaxun yandex ye yodobashi yoga yokohama you youtube yt yun za zappos zara zero zip zm zone zuerich zw";
var knownTlds = new Set(LIST.split(" "));

// packages/integrations/src/runtime/Ssrf.ts
var ipv4Number = (address) => {
  const parts = address.split(".");
  return (Number(parts[0]) << 24 | Number(parts[1]) << 16 | Number(parts[2]) << 8 | Number(parts[3])) >>> 0;
};
var PRIVATE_V4 = [
  ["0.0.0.0", 8],
  // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  // carrier-grade NAT (Alibaba's metadata service is 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  // multicast
  ["240.0.0.0", 4]
  // reserved, broadcast
].map(([first, bits]) => [ipv4Number(first), bits]);
var privateV4 = (n) => {
  for (const [first, bits] of PRIVATE_V4) if (n >>> 32 - bits === first >>> 32 - bits) return true;
  return false;
};
var ipv6Groups = (address) => {
  let text2 = address;
  const zone = text2.indexOf("%");
  if (zone >= 0) text2 = text2.slice(0, zone);
  const lastColon = text2.lastIndexOf(":");
  const tail = text2.slice(lastColon + 1);
  if (tail.includes(".")) {
    const n = ipv4Number(tail);
    text2 = `${text2.slice(0, lastColon + 1)}${(n >>> 16).toString(16)}:${(n & 65535).toString(16)}`;
  }
  const [head = "", rest] = text2.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === void 0 || rest === "" ? [] : rest.split(":");
  const zeros = rest === void 0 ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(zeros).fill("0"), ...right].map((g) => Number.parseInt(g, 16));
};
var privateV6 = (address) => {
  const g = ipv6Groups(address);
  const g0 = g[0] ?? 0;
  const embeddedV4 = ((g[6] ?? 0) << 16 | (g[7] ?? 0)) >>> 0;
  const zeroTo = (end) => g.slice(0, end).every((x) => x === 0);
  if (zeroTo(6)) return privateV4(embeddedV4);
  if (zeroTo(5) && g[5] === 65535) return privateV4(embeddedV4);
  if (g0 === 100 && g[1] === 65435) return g[2] === 1 || privateV4(embeddedV4);
  if (g0 === 8194) return privateV4(((g[1] ?? 0) << 16 | (g[2] ?? 0)) >>> 0);
  if (g0 === 256 && zeroTo(4)) return true;
  if (g0 === 8193 && g[1] === 3512) return true;
  if ((g0 & 65024) === 64512) return true;
  if ((g0 & 65472) === 65152 || (g0 & 65472) === 65216) return true;
  return (g0 & 65280) === 65280;
};
var isPrivateAddress = (address) => {
  const version = isIP(address);
  if (version === 4) return privateV4(ipv4Number(address));
  if (version === 6) return privateV6(address);
  return true;
};
var isPublicHost = (hostname) => {
  const host = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  if (isIP(host) !== 0) return !isPrivateAddress(host);
  const name = (host.endsWith(".") ? host.slice(0, -1) : host).toLowerCase();
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return false;
  if (name.endsWith(".localhost")) return false;
  return knownTlds.has(name.slice(dot + 1));
};
var textOf = (value) => {
  if (typeof value === "string") return value.trim();
  if (isTypedValue(value)) return textOf(value.valid ? value.normal : value.raw);
  if (typeof value === "number") return String(value);
  return "";
};
var urlProblem = (url, allowPrivate) => {
  const text2 = textOf(url);
  if (text2 === "") return "URL is required";
  let parsed;
  try {
    parsed = new URL(text2);
  } catch {
    return "URL must be valid";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:" || parsed.hostname === "") return "URL must be valid";
  if (!allowPrivate && !isPublicHost(parsed.hostname)) return "URL must be public";
  return void 0;
};

// packages/integrations/src/builtins/custom/PrivateHosts.ts
var allowed = false;
var privateHostsAllowed = (vars2) => allowed || vars2["allow_private_hosts"] === true;

// packages/integrations/src/builtins/custom/Validate.ts
var FAMILY = {
  json: /json/i,
  form: /x-www-form-urlencoded/i,
  xml: /xml/i,
  none: void 0
};
var OUTCOMES = /* @__PURE__ */ new Set(["success", "failure", "error"]);
var headerProblem = (vars2, family) => {
  const headers = mappedHeaders(vars2["header"]);
  let contentType;
  let contentLength2 = false;
  let accept = false;
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower === "content-type") contentType = headers[name];
    else if (lower === "content-length") contentLength2 = true;
    else if (lower === "accept") accept = true;
  }
  if (contentType !== void 0) {
    const pattern = FAMILY[family];
    const mediaType = contentType.split(";")[0];
    if (pattern === void 0 || !pattern.test(mediaType)) return "Invalid Content-Type header value";
  }
  if (contentLength2) return "Content-Length header is not allowed";
  if (accept) return "Accept header is not allowed";
  return void 0;
};
var validator = (rules) => (vars2) => {
  const url = urlProblem(vars2["url"], privateHostsAllowed(vars2));
  if (url !== void 0) return url;
  const methods = rules.methods;
  if (methods !== void 0) {
    const method = text(vars2["method"]);
    if (method !== void 0 && !methods.includes(method.toUpperCase()))
      return `Unsupported HTTP method - use ${methods.join(", ")}`;
  }
  const onMatch = text(vars2["outcome_on_match"]);
  if (onMatch !== void 0 && !OUTCOMES.has(onMatch.toLowerCase()))
    return "Outcome on match must be 'success', 'failure', or 'error'";
  return headerProblem(vars2, rules.family(vars2));
};

// packages/integrations/src/builtins/custom/Variables.ts
var URL2 = { name: "url", type: "string", required: true, description: "Server URL (http or https)" };
var TRANSPORT = [
  { name: "header.*", type: "wildcard", description: "HTTP header to send (header.X-Api-Key); Accept and Content-Length cannot be set" },
  { name: "send_ascii", type: "boolean", description: "Transliterate the values sent to ASCII (\xEA \u2192 e, \xDF \u2192 ss); default false" },
  { name: "basic_username", type: "string", description: "HTTP Basic authentication username" },
  { name: "basic_password", type: "password", description: "HTTP Basic authentication password" },
  { name: "credential_id", type: "credential", description: "A stored username and password credential for HTTP Basic authentication (used before basic_username)" },
  { name: "timeout_seconds", type: "number", description: "Give up and report an error if the server does not answer within this many seconds (1 to 360; default 360)" }
];
var followRedirects = (byDefault) => ({
  name: "follow_redirects",
  type: "boolean",
  description: `Follow HTTP redirects (default ${String(byDefault)})`
});
var PARSING = [
  { name: "outcome_search_term", type: "string", description: "Text or regex (/pattern/flags) to search the response for, without regard to case; empty matches anything" },
  { name: "outcome_search_path", type: "string", description: "Where to search: a JSON dot path, an XPath (XML) or a CSS selector (HTML); default the whole body" },
  { name: "outcome_on_match", type: "string", description: "Outcome when the search term is found: success (default), failure or error; not found gives the opposite (error's opposite is success)" },
  { name: "reason_path", type: "string", description: 'Where the reason is: a JSON dot path (* for every member), an XPath, a CSS selector (optionally followed by " @attribute"), or for text a regex whose first group is the reason' },
  { name: "default_reason", type: "string", description: "Reason to use when reason_path finds nothing" },
  { name: "price_path", type: "string", description: "Where the price is (same kinds of path as reason_path); the first value found is the price" },
  { name: "fallback_price", type: "number", description: "Price to use when price_path finds nothing (default 0)" },
  { name: "reference_path", type: "string", description: "Where the recipient's reference (lead id) is (same kinds of path as reason_path)" },
  { name: "capture.*", type: "wildcard", description: "A regex over the response body; its first capture group is appended under the name after capture." },
  { name: "cookie_search_term", type: "string", description: "Text or regex naming the Set-Cookie header to append as cookie" },
  { name: "response_content_type_override", type: "string", description: "Read the response as this Content-Type (for servers that send the wrong one)" }
];
var EXTRA_PARAMETER = { name: "extra_parameter.*", type: "wildcard", description: "Additional form field sent next to the document field" };
var jsonRequestVariables = [
  URL2,
  { name: "method", type: "string", description: "HTTP method: POST (default), PUT, DELETE or PATCH" },
  { name: "json_property.*", type: "wildcard", description: "JSON property in dot notation (address.city); integer segments make lists (items.0.name)" },
  { name: "json_parameter", type: "string", description: "Send the JSON document as this form field (application/x-www-form-urlencoded) instead of as the body" },
  { name: "nested_extra_parameter.*", type: "wildcard", description: "With json_parameter: a form field whose value is the JSON of the object mapped under it" },
  EXTRA_PARAMETER,
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
];
var formRequestVariables = [
  URL2,
  { name: "form_field.*", type: "wildcard", description: "Form field; dotted names are sent as they are, a trailing .N or a list repeats the field" },
  { name: "encode_form_field_names", type: "boolean", description: "Percent-encode field names (default true); values are always encoded" },
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
];
var queryRequestVariables = [
  URL2,
  { name: "parameter.*", type: "wildcard", description: "Query string parameter; a trailing .N or a list repeats the parameter" },
  ...TRANSPORT,
  followRedirects(true),
  ...PARSING
];
var xmlRequestVariables = [
  URL2,
  { name: "method", type: "string", description: "HTTP method: POST (default), PUT or PATCH" },
  { name: "xml_path.*", type: "wildcard", description: "XML element in dot notation (lead.first_name); @name sets an attribute (lead@id, items.item.0.@id), #text and #cdata the content" },
  { name: "xml_parameter", type: "string", description: "Send the XML document as this form field (application/x-www-form-urlencoded) instead of as the body" },
  EXTRA_PARAMETER,
  ...TRANSPORT,
  followRedirects(false),
  ...PARSING
];
var responseVariables = [
  { name: "outcome", type: "string", description: "success, failure or error (error for a 5xx answer)" },
  { name: "reason", type: "string", description: 'The reasons found at reason_path, sorted and joined with ", ", or default_reason' },
  { name: "price", type: "number", description: "The price found at price_path, else fallback_price, else 0" },
  { name: "reference", type: "string", description: "The value found at reference_path (a list for a path with *)" },
  { name: "cookie", type: "string", description: "The first Set-Cookie header (sorted) matching cookie_search_term" },
  { name: "*", type: "wildcard", description: "The JSON or XML response document, and the capture.* values" }
];

// packages/integrations/src/builtins/custom/package.ts
var customJson = defineIntegration({
  id: "leadflow-custom.outbound.json",
  name: "JSON",
  type: "delivery",
  tag: "Custom",
  description: "Send the lead as a JSON document (or a form field holding one) and read the outcome from the response",
  request_variables: jsonRequestVariables,
  response_variables: responseVariables,
  validate: validator({
    methods: JSON_METHODS,
    family: (vars2) => text(vars2["json_parameter"]) === void 0 ? "json" : "form"
  }),
  request: jsonRequest,
  response: parseResponse
});
var customForm = defineIntegration({
  id: "leadflow-custom.outbound.form",
  name: "Form POST",
  type: "delivery",
  tag: "Custom",
  description: "POST the lead as form fields (application/x-www-form-urlencoded) and read the outcome from the response",
  request_variables: formRequestVariables,
  response_variables: responseVariables,
  validate: validator({ family: () => "form" }),
  request: formRequest,
  response: parseResponse
});
var customQuery = defineIntegration({
  id: "leadflow-custom.outbound.query",
  name: "Query string (GET)",
  type: "delivery",
  tag: "Custom",
  description: "GET a URL with the lead in its query string and read the outcome from the response",
  request_variables: queryRequestVariables,
  response_variables: responseVariables,
  validate: validator({ family: () => "none" }),
  request: queryRequest,
  response: parseResponse
});
var customXml = defineIntegration({
  id: "leadflow-custom.outbound.xml",
  name: "XML",
  type: "delivery",
  tag: "Custom",
  description: "Send the lead as an XML document (or a form field holding one) and read the outcome from the response",
  request_variables: xmlRequestVariables,
  response_variables: responseVariables,
  validate: validator({
    methods: XML_METHODS,
    family: (vars2) => text(vars2["xml_parameter"]) === void 0 ? "xml" : "form"
  }),
  request: xmlRequest,
  response: parseResponse
});
var customPackage = definePackage({
  id: "leadflow-custom",
  provider: "Leadflow",
  name: "Custom",
  description: "Deliver leads to any HTTP endpoint as JSON, a form post, a query string or XML, and read the buyer's answer (outcome, reason, price, reference) from JSON, XML, HTML or text responses",
  version: "0.1.0",
  integrations: [customJson, customForm, customQuery, customXml]
});

// test/conformance/_prof-entry.ts
var body = JSON.stringify({ status: "accepted", lead_id: "abc123", bid: { price: 12.5 }, errors: [] });
var res = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body };
var req = { url: "", method: "POST" };
var vars = {};
for (let i = 0; i < 5e6; i++) customJson.response(vars, req, res);
