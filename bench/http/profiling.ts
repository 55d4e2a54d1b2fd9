/**
 * CPU profiles of a `bench:http` server over the measured run only (not its start-up or warmup),
 * taken with the inspector when BENCH_HTTP_PROFILE names a directory: `start` before the run,
 * `stop` after it writes `<dir>/<name>.cpuprofile` (the row's name) (open it in Chrome DevTools, or summarise it
 * with `bench/http/profileSummary.ts`). With BENCH_HTTP_HEAP=1, a sampled heap profile instead
 * (`<name>.heapprofile`): where the memory was allocated that lived through a young-generation GC
 * into the old generation (what makes full GCs), or is live at the end.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { join } from "node:path"

let session: Session | undefined

export const startProfile = async (): Promise<void> => {
  session = new Session()
  session.connect()
  if (heap) {
    await session.post("HeapProfiler.enable")
    // Node's typings lack the two `include…` flags V8 takes (samples of objects a GC collected).
    const options = { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false }
    await session.post("HeapProfiler.startSampling", options)
    return
  }
  await session.post("Profiler.enable")
  await session.post("Profiler.start")
}

const heap = process.env["BENCH_HTTP_HEAP"] === "1"

export const stopProfile = async (dir: string, name: string): Promise<string> => {
  if (session === undefined) throw new Error("no profile was started")
  const profile = heap ? (await session.post("HeapProfiler.stopSampling")).profile : (await session.post("Profiler.stop")).profile
  session.disconnect()
  session = undefined
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name}.${heap ? "heapprofile" : "cpuprofile"}`)
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
