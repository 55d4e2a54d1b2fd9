import type { IncomingMessage, ServerResponse } from "node:http"
import { Context } from "effect"

/**
 * Lead submission, served beside the management API by a lean `node:http` handler (DESIGN §5):
 * `/flows/{flow_id}/sources/{source_id}/submit|ping` and router submission URLs.
 */
export interface SubmissionHandlerService {
  /** Whether a request path (without the query) is a submission URL this handler serves. */
  readonly matches: (pathname: string) => boolean
  /** Answer the request; never throws, always ends the response. */
  readonly handle: (req: IncomingMessage, res: ServerResponse, pathname: string) => void
  /** Resolves once the work that follows answered leads (retries queued, exports) is done. */
  readonly settled: () => Promise<void>
}

export class SubmissionHandler extends Context.Tag("@leadflow/server-adapter/SubmissionHandler")<
  SubmissionHandler,
  SubmissionHandlerService
>() {}
