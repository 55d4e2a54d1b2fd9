#!/usr/bin/env node
/**
 * The `leadflow` command: `leadflow serve` runs the server; `leadflow accounts create|list|rotate-key`
 * and `leadflow accounts keys list|create|revoke` manage accounts and their keys. Flags override the environment (PORT, LEADFLOW_DB, ...).
 *
 * A command loads its modules when it runs (`import()`): the help, the version and a mistyped
 * command answer at once instead of after the server's ~3 s of module loading.
 */
import { readFileSync } from "node:fs"
import { mainHelp, serveHelp } from "./Help.js"
import { parseServeFlags } from "./ServeFlags.js"
import { fail } from "./Usage.js"

/** The installed package's version: package.json sits two levels above src/cli and dist/cli. */
const version = (): string => {
  const manifest: unknown = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  const value = typeof manifest === "object" && manifest !== null ? (manifest as Record<string, unknown>)["version"] : undefined
  return typeof value === "string" ? value : "unknown"
}

const serve = async (args: ReadonlyArray<string>): Promise<void> => {
  const flags = parseServeFlags(args)
  if (flags === "help") return console.log(serveHelp)
  ;(await import("./ServeCommand.js")).serve(flags)
}

const main = async (argv: ReadonlyArray<string>): Promise<void> => {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === "serve") return await serve(rest)
    if (command === "--help" || command === "-h" || command === "help") return console.log(mainHelp)
    if (command === "--version" || command === "-v" || command === "version") return console.log(version())
    if (command.startsWith("-")) return await serve(argv)
    if (command === "accounts") return (await import("./AccountsCommand.js")).accounts(rest)
    fail(`unknown command: ${command}`, mainHelp)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(message)
    process.exitCode = 2
  }
}

await main(process.argv.slice(2))
