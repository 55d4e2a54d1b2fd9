/**
 * CPU profiles of a `bench:http` server over the measured run only (not its start-up or warmup),
 * taken with the inspector when BENCH_HTTP_PROFILE names a directory: `start` before the run,
 * `stop` after it writes `<dir>/<name>.cpuprofile` (the row's name) (open it in Chrome DevTools, or summarise it
 * with `bench/http/profileSummary.ts`).
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { join } from "node:path"

let session: Session | undefined

export const startProfile = async (): Promise<void> => {
  session = new Session()
  session.connect()
  await session.post("Profiler.enable")
  await session.post("Profiler.start")
}

export const stopProfile = async (dir: string, name: string): Promise<string> => {
  if (session === undefined) throw new Error("no profile was started")
  const { profile } = await session.post("Profiler.stop")
  session.disconnect()
  session = undefined
  const file = join(dir, `${name}.cpuprofile`)
  writeFileSync(file, JSON.stringify(profile))
  return file
}

/** Answers `profile-start` and `profile-stop` IPC messages (with `profile-started`, `profile-stopped`). */
export const answerProfileMessages = (name: string): void => {
  process.on("message", (message: { readonly type?: string; readonly dir?: string; readonly name?: string }) => {
    if (message.type === "profile-start") void startProfile().then(() => process.send?.({ type: "profile-started" }))
    if (message.type === "profile-stop" && message.dir !== undefined)
      void stopProfile(message.dir, message.name ?? name).then((file) => process.send?.({ type: "profile-stopped", file }))
  })
}
