/**
 * `bench:lists`: a CSV of `LIST_ROWS` (1,000,000 unless set) generated e-mail addresses streamed
 * to `POST /lists/{id}/items` of the real server (SQLite, and PostgreSQL when `LEADFLOW_PG_URL`
 * is set), reporting the time and how far the process's RSS rose at its highest. Client and
 * server share the process; the client holds one 64 KiB piece at a time. Run with
 * `--max-old-space-size=96` (node option) to see that the growth is garbage, not what is held.
 */
import { postgresAvailable, startTestServer, type Dialect } from "../packages/server-adapter/test/http/TestServer.js"
import { generatedRows, uploadCsv } from "../packages/server-adapter/test/http/resources/listUpload.js"

const rows = Number(process.env["LIST_ROWS"] ?? 1_000_000)
const dialects: ReadonlyArray<Dialect> = postgresAvailable ? ["sqlite", "postgres"] : ["sqlite"]

for (const dialect of dialects) {
  const server = await startTestServer({ dialect })
  try {
    const created = await fetch(`${server.url}/lists`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench" })
    })
    const { id } = (await created.json()) as { id: string }
    const result = await uploadCsv(`${server.url}/lists/${id}/items`, server.auth, generatedRows(rows))
    console.log(
      JSON.stringify({ dialect, rows, status: result.status, answer: JSON.parse(result.body) as unknown, ms: result.ms, peak_rss_growth_mb: result.peakRssGrowthMb })
    )
  } finally {
    await server.close()
  }
}
