import { LOOKBACK_MS, listRequestMessages, readListRequest } from "@leadflow/core"

/**
 * What a suppression list call asks for, read from its request variables: which lists, which
 * values, how far back. `validate` and `handle` both read it with `readListRequest`, so they never
 * disagree. The reader is core's (`model/ListCheck.ts`): the host runs the same one on a flow's
 * constant settings when it is saved (a setting no lead could use is a flow error there), and
 * reads list names with it when it finds which flows use a list.
 */

export { csvFields, readListRequest } from "@leadflow/core"
export type { ListRequest } from "@leadflow/core"

export const LOOKBACK_INTERVALS = Object.keys(LOOKBACK_MS)

export const MISSING_LIST = listRequestMessages.missingList
export const LIST_NAME_TOO_LONG = listRequestMessages.listTooLong
export const MISSING_VALUE = listRequestMessages.missingValue
export const VALUE_TOO_LONG = listRequestMessages.valueTooLong
export const VALUE_CONTROL = listRequestMessages.valueControl
export const INVALID_LIST_FORMAT = listRequestMessages.invalidListFormat
export const INVALID_VALUES_FORMAT = listRequestMessages.invalidValuesFormat
export const INVALID_LOOKBACK_VALUE = listRequestMessages.invalidLookbackValue
export const LOOKBACK_TOO_LONG = listRequestMessages.lookbackTooLong
export const INVALID_LOOKBACK_INTERVAL = listRequestMessages.invalidLookbackInterval

/** `validate` for every list integration: a skip reason when the request cannot be made. */
export const validateListRequest = (vars: Readonly<Record<string, unknown>>): string | undefined => {
  const request = readListRequest(vars)
  return typeof request === "string" ? request : undefined
}
