import { Effect, Layer } from "effect"
import { Rotations } from "../ports/Rotations.js"

/** Rotation cursors in process memory; each move is one synchronous step, so atomic within the process. */
export const makeMemoryRotations = (): Rotations["Type"] => {
  const cursors = new Map<string, number>()
  return {
    advance: (key, by) =>
      Effect.sync(() => {
        const id = `${key.flowId}\u0000${key.groupId}`
        const before = cursors.get(id) ?? 0
        cursors.set(id, before + by)
        return before
      })
  }
}

export const MemoryRotationsLayer: Layer.Layer<Rotations> = Layer.sync(Rotations, makeMemoryRotations)
