import { draining as drainingGauge, exportFromStart } from "./ServerMetrics.js"

/**
 * Whether this process is shutting down. Once draining, `/readyz` answers 503 (so a load
 * balancer stops sending it requests) and answers carry `Connection: close`. `leadflow_draining`
 * says the same to `/metrics`: 0 from the start, 1 once draining.
 */
export class Lifecycle {
  private drainingNow = false

  /** A server starts: `leadflow_draining` 0, the background failure counters exported at 0. */
  constructor() {
    exportFromStart()
  }

  get draining(): boolean {
    return this.drainingNow
  }

  startDraining(): void {
    this.drainingNow = true
    drainingGauge.unsafeUpdate(1, [])
  }
}
