/**
 * Child processes for `bench:http`: started through `taskset` (pinned to one CPU) with an IPC
 * channel, and their CPU time read from `/proc/<pid>/stat` (utime + stime).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"

export interface Child {
  readonly process: ChildProcess
  readonly pid: number
  /** The child's first IPC message (its `ready` report). */
  readonly ready: Record<string, unknown>
  /** The next message whose `type` is `type`, after sending `message`. */
  readonly ask: <T>(message: Record<string, unknown>, type: string) => Promise<T>
  readonly stop: () => Promise<void>
}

const hasTaskset = spawnSync("taskset", ["-V"]).status === 0

/** Pin this process to `cpu` (the load generator), when taskset exists. */
export const pinSelf = (cpu: number): boolean =>
  hasTaskset && spawnSync("taskset", ["-p", "-c", String(cpu), String(process.pid)]).status === 0

/** Start `file` (TypeScript or JavaScript) under Node, pinned to `cpu`, and wait for its first message. */
export const startChild = (file: string, cpu: number, env: Record<string, string> = {}): Promise<Child> => {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers.
  const extra = (process.env["BENCH_NODE_ARGS"] ?? "").split(" ").filter((arg) => arg !== "")
  // BENCH_HTTP_DIST=1: the packages resolve to their built `dist` (as installed), not their sources.
  const conditions = process.env["BENCH_HTTP_DIST"] === "1" ? [] : ["--conditions=source"]
  const node = [process.execPath, ...extra, "--import", "tsx", ...conditions, file]
  const [command, args] = hasTaskset ? ["taskset", ["-c", String(cpu), ...node]] : [node[0] as string, node.slice(1)]
  const child = spawn(command as string, args as Array<string>, {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, ...env }
  })
  return new Promise((resolve, reject) => {
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`${file} exited (${code}) before it was ready`)))
    child.once("message", (ready: Record<string, unknown>) => {
      child.removeAllListeners("exit")
      const ask = <T>(message: Record<string, unknown>, type: string): Promise<T> =>
        new Promise((answer) => {
          const listener = (reply: Record<string, unknown>): void => {
            if (reply["type"] !== type) return
            child.removeListener("message", listener)
            answer(reply as T)
          }
          child.on("message", listener)
          child.send(message)
        })
      const stop = (): Promise<void> =>
        new Promise((done) => {
          if (child.exitCode !== null) return done()
          const timer = setTimeout(() => child.kill("SIGTERM"), 2_000)
          child.once("exit", () => {
            clearTimeout(timer)
            done()
          })
          child.send({ type: "stop" })
        })
      resolve({ process: child, pid: child.pid ?? 0, ready, ask, stop })
    })
  })
}

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || "100")

/** CPU time (user + system) of a process so far, in µs. */
export const cpuMicros = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  return ((utime + stime) * 1e6) / ticksPerSecond
}
