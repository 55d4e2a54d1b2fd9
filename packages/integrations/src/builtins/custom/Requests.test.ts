import fc from "fast-check"
import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { engineVars } from "../../testing/index.js"
import { customForm, customJson, customQuery, customXml } from "./package.js"
import { settingProblem, settingNames, settingsProblem } from "./Settings.js"

const ACCEPT = "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7,text/html;q=0.6,text/plain;q=0.5"

describe("request building", () => {
  it("builds what the engine hands over: nested mappings and typed request variables", () => {
    // The engine nests json_property.lead.phone and types send_ascii as a boolean.
    const vars = engineVars(customJson.request_variables, {
      url: "https://buyer.example.com/leads",
      send_ascii: "true",
      method: "put",
      json_property: { lead: { name: "Zoë", phone: parse("phone", "512-789-1111"), tags: { "0": "a", "2": "b" } } },
      header: { "X-Key": "k" }
    })
    expect(customJson.request(vars)).toEqual({
      url: "https://buyer.example.com/leads",
      method: "PUT",
      headers: { "Content-Type": "application/json; charset=utf-8", Accept: ACCEPT, "X-Key": "k" },
      body: '{"lead":{"name":"Zoe","phone":"5127891111","tags":["a","b"]}}',
      followRedirects: false
    })
  })

  it("authenticates with a stored user credential before basic_username, and a mapped Authorization before both", () => {
    const credential = { type: "user", username: "api", password: "s3cret" }
    const basic = (user: string) => `Basic ${Buffer.from(user).toString("base64")}`
    expect(customJson.request({ credential, basic_username: "x", basic_password: "y" }).headers?.["Authorization"]).toBe(basic("api:s3cret"))
    expect(customForm.request({ basic_username: "x", basic_password: " y " }).headers?.["Authorization"]).toBe(basic("x: y "))
    expect(customXml.request({ credential: { type: "token", token: "t" } }).headers).not.toHaveProperty("Authorization")
    expect(customQuery.request({ credential, header: { authorization: "Bearer t" } }).headers).toEqual({ Accept: ACCEPT, authorization: "Bearer t" })
  })

  it("sends json_parameter as a form field, leaving it out for an empty document", () => {
    const request = customJson.request({ json_parameter: "data", json_property: { a: 1 }, extra_parameter: { k: "v" } })
    expect(request.body).toBe("data=%7B%22a%22%3A1%7D&k=v")
    expect(request.headers?.["Content-Type"]).toBe("application/x-www-form-urlencoded")
    expect(customJson.request({ json_parameter: "data", extra_parameter: { k: "v" } }).body).toBe("k=v")
  })

  it("posts forms with flat names, repeated and compacted indexes, and an exact byte Content-Length", () => {
    const request = customForm.request({ form_field: { "a.b": "é", list: { "0": "x", "9": "y" }, n: null }, encode_form_field_names: "false" })
    expect(request.body).toBe("a.b=%C3%A9&list=x&list=y")
    expect(request.headers?.["Content-Length"]).toBe(String(Buffer.byteLength(request.body ?? "")))
    expect(request.method).toBe("POST")
  })

  it("adds query parameters after an existing query string and before a fragment, and follows redirects by default", () => {
    expect(customQuery.request({ url: "https://x.com/p?k=1#top", parameter: { q: "a b", r: ["1", "2"] } })).toEqual({
      url: "https://x.com/p?k=1&q=a%20b&r=1&r=2#top",
      method: "GET",
      headers: { Accept: ACCEPT },
      followRedirects: true
    })
    expect(customQuery.request({ url: "https://x.com/p" }).url).toBe("https://x.com/p")
    expect(customQuery.request({ url: "https://x.com", follow_redirects: "false" }).followRedirects).toBe(false)
  })

  it("puts the XML in a form field with xml_parameter, and honours an XML Content-Type mapping", () => {
    const request = customXml.request({ xml_path: { "a.b": "c" }, xml_parameter: "x", header: { "Content-Type": "application/xml" } })
    expect(request.body).toBe("x=%3C%3Fxml%20version%3D%221.0%22%3F%3E%0A%3Ca%3E%0A%20%20%3Cb%3Ec%3C%2Fb%3E%0A%3C%2Fa%3E")
    expect(request.headers?.["Content-Type"]).toBe("application/xml")
  })

  it("never throws, whatever the variables hold, but on a yes/no or number setting it cannot read, which it names", () => {
    const anyVars = fc.dictionary(
      fc.constantFrom("url", "method", "json_property", "form_field", "parameter", "xml_path", "header", "send_ascii", "json_parameter", "xml_parameter", "extra_parameter", "nested_extra_parameter", "basic_username", "credential", "encode_form_field_names", "follow_redirects", "fallback_price"),
      fc.anything({ withBigInt: true, withDate: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true })
    )
    fc.assert(
      fc.property(anyVars, (vars) => {
        for (const module of [customJson, customForm, customQuery, customXml]) {
          // What validate refuses (`Settings.ts`) is never sent with a default: the request throws
          // one of those reasons, and the runtime ends the call in error with it.
          const names = settingNames(module.request_variables)
          if (settingsProblem(vars, names) !== undefined) {
            const problems = names.map((name) => settingProblem(name, vars[name])).filter((problem) => problem !== undefined)
            expect(() => module.request(vars)).toThrow()
            try {
              module.request(vars)
            } catch (error) {
              expect(problems).toContain((error as Error).message)
            }
            continue
          }
          const request = module.request(vars)
          expect(typeof request.url).toBe("string")
          for (const value of Object.values(request.headers ?? {})) expect(typeof value).toBe("string")
        }
      }),
      { numRuns: 300 }
    )
  })
})
