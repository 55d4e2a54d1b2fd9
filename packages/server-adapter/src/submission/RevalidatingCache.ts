/**
 * A cache of compiled documents (flows, routers) by id, for the submission path. A fresh entry is
 * answered synchronously; an entry older than `maxAgeMs` is revalidated against the store (the
 * loader gets the previous value and hands it back when the stored version has not moved), so
 * other processes' changes are seen within about that long. Concurrent lookups share one load.
 * Unknown ids are remembered too (as `undefined`), so a flood of bad URLs costs one query a second.
 *
 * A load has `loadTimeoutMs` (0: no limit): past it, its signal is aborted (the load's query is
 * interrupted) and the lookups sharing it are answered as for a store that cannot be read (the
 * value known before, else the failure), so a load that never settles (a connection the database
 * stopped answering on) holds no lookup for longer, and the next lookup once the entry is due
 * starts a load of its own.
 */

/** A load that did not settle within its time limit. */
export class LoadTimedOut extends Error {
  constructor(readonly id: string, readonly ms: number) {
    super(`loading ${id}: the store did not answer within ${ms} ms`)
  }
}

export interface Owned {
  readonly accountId: string
}

interface Entry<V> {
  readonly value: V | undefined
  checkedAt: number
}

/** Past this many entries the cache starts over rather than grow without bound (random ids). */
const maxEntries = 10_000

export class RevalidatingCache<V extends Owned> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly loading = new Map<string, Promise<V | undefined>>()
  // Bumped by every invalidation: a load started before one is answered but not kept.
  private generation = 0

  constructor(
    private readonly load: (id: string, previous: V | undefined, signal: AbortSignal) => Promise<V | undefined>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
    private readonly loadTimeoutMs: number = 0
  ) {}

  /** The value (undefined when there is none), synchronously when the entry is fresh. */
  get(id: string): V | undefined | Promise<V | undefined> {
    const entry = this.entries.get(id)
    if (entry !== undefined && this.now() - entry.checkedAt < this.maxAgeMs) return entry.value
    return this.loading.get(id) ?? this.start(id, entry)
  }

  private start(id: string, entry: Entry<V> | undefined): Promise<V | undefined> {
    const generation = this.generation
    const keep = (value: V | undefined): V | undefined => {
      if (this.loading.get(id) === pending) this.loading.delete(id)
      if (generation === this.generation) {
        if (this.entries.size >= maxEntries && !this.entries.has(id)) this.entries.clear()
        this.entries.set(id, { value, checkedAt: this.now() })
      }
      return value
    }
    const failed = (error: unknown): V | undefined => {
      if (this.loading.get(id) === pending) this.loading.delete(id)
      // The store is unavailable: keep serving what was known, and try again later.
      if (entry !== undefined && entry.value !== undefined) {
        entry.checkedAt = this.now()
        return entry.value
      }
      throw error
    }
    const controller = new AbortController()
    const loaded = this.load(id, entry?.value, controller.signal)
    const limited =
      this.loadTimeoutMs <= 0
        ? loaded
        : new Promise<V | undefined>((resolve, reject) => {
            const timer = setTimeout(() => {
              controller.abort()
              reject(new LoadTimedOut(id, this.loadTimeoutMs))
            }, this.loadTimeoutMs)
            loaded.then(
              (value) => {
                clearTimeout(timer)
                resolve(value)
              },
              (error: unknown) => {
                clearTimeout(timer)
                reject(error)
              }
            )
          })
    const pending: Promise<V | undefined> = limited.then(keep, failed)
    this.loading.set(id, pending)
    return pending
  }

  /** Forget one id, or every entry of the account (and every remembered unknown id). */
  invalidate(accountId: string, id?: string): void {
    this.generation++
    if (id !== undefined) {
      this.entries.delete(id)
      this.loading.delete(id)
      return
    }
    for (const [key, entry] of this.entries)
      if (entry.value === undefined || entry.value.accountId === accountId) this.entries.delete(key)
    this.loading.clear()
  }
}
