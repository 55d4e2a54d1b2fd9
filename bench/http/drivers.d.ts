/**
 * The little of `better-sqlite3` and `pg` that the floor server uses (both are installed as
 * dependencies of `@effect/sql-sqlite-node` and `@effect/sql-pg`, without their type packages).
 */
declare module "better-sqlite3" {
  interface Statement {
    run(...params: ReadonlyArray<unknown>): unknown
    get(...params: ReadonlyArray<unknown>): unknown
  }
  class Database {
    constructor(filename: string)
    pragma(source: string, options?: { readonly simple?: boolean }): unknown
    exec(source: string): this
    prepare(source: string): Statement
    close(): void
  }
  export default Database
}

declare module "pg" {
  interface QueryResult<R> {
    readonly rows: ReadonlyArray<R>
  }
  class Pool {
    constructor(options: { readonly connectionString: string; readonly max?: number })
    query<R = unknown>(text: string, values?: ReadonlyArray<unknown>): Promise<QueryResult<R>>
    end(): Promise<void>
  }
  class Client {
    constructor(options: { readonly connectionString: string })
    connect(): Promise<void>
    query<R = unknown>(text: string, values?: ReadonlyArray<unknown>): Promise<QueryResult<R>>
    end(): Promise<void>
  }
  const pg: { readonly Pool: typeof Pool; readonly Client: typeof Client }
  export default pg
}
