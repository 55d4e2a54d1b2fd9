import { draining as drainingGauge } from "./ServerMetrics.js"

/**
 * Whether this process is shutting down. Once draining, `/readyz` answers 503 (so a load
 * balancer stops sending it requests) and answers carry `Connection: close`.
 */
export class Lifecycle {
  private drainingNow = false

  get draining(): boolean {
    return this.drainingNow
  }

  startDraining(): void {
    this.drainingNow = true
    drainingGauge.unsafeUpdate(1, [])
  }
}
