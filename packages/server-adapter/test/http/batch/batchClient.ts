import type { TestServer } from "../TestServer.js"

/** Small fetch helpers for the batch API tests. */

export interface Answer<T = unknown> {
  readonly status: number
  readonly body: T
  readonly headers: Headers
}

export const call = async <T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  auth: string | null = server.auth
): Promise<Answer<T>> => {
  const headers: Record<string, string> = {}
  if (auth !== null) headers["authorization"] = auth
  if (body !== undefined) headers["content-type"] = "application/json"
  const res = await fetch(`${server.url}/batch${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = text
  }
  return { status: res.status, body: parsed as T, headers: res.headers }
}

export interface BatchView {
  readonly id: string
  readonly name: string
  readonly format: string
  readonly inbound: boolean
  readonly created_at: string
  readonly updated_at: string
  readonly [key: string]: unknown
}

export interface FileView {
  readonly id: string
  readonly name: string
  readonly batch_id: string
  readonly format: string
  readonly record_count: number
  readonly size: number
  readonly content_type: string
  readonly delivery: { readonly method: string; readonly outcome: string; readonly reason?: string; readonly location?: string }
  readonly created_at: string
}

export const createBatch = async (server: TestServer, body: Record<string, unknown>): Promise<BatchView> => {
  const res = await call<BatchView>(server, "POST", "/batches", body)
  if (res.status !== 201) throw new Error(`create batch: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

export const addLead = (server: TestServer, batchId: string, lead: Record<string, unknown>) =>
  call<{ outcome: string; reason?: string }>(server, "POST", `/batches/${batchId}/records`, lead)

export const makeFile = async (server: TestServer, body: Record<string, unknown>): Promise<FileView> => {
  const res = await call<FileView>(server, "POST", "/files", body)
  if (res.status !== 201) throw new Error(`create file: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

export const download = async (server: TestServer, fileId: string) => {
  const res = await fetch(`${server.url}/batch/files/${fileId}/download`, { headers: { authorization: server.auth } })
  return { status: res.status, text: await res.text(), headers: res.headers }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
