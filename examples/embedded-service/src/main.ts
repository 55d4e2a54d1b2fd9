import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { deskLayer, runDesk } from "./leadDesk.js"

/** `npm start`: one desk day over a fresh SQLite file, printed as JSON. */
const file = process.argv[2] ?? join(mkdtempSync(join(tmpdir(), "leadflow-desk-")), "leads.db")
const leads = [
  { first_name: "Ada", email: "ada@example.com" },
  { first_name: "Grace", email: "grace@example.com" }
]
const summary = await Effect.runPromise(runDesk(leads).pipe(Effect.provide(deskLayer(file))))
console.log(JSON.stringify({ database: file, ...summary }, null, 2))
