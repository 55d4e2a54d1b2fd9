import { BL, BTW, CMP, EQ, FV, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { invalidValue } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"
import { calendarDayOf, dayText } from "../internal/dates.js"

/**
 * A calendar date without time zone, normal `YYYY-MM-DD`. Month-first readings win when a text
 * could be either (`6/2/14` is June 2); day-first only when month-first is impossible.
 */
const parseDate = (input: unknown): TypedValue => {
  const day = calendarDayOf(input)
  if (day === undefined) return invalidValue(input)
  return { normal: dayText(day.year, day.month, day.day), raw: input, valid: true }
}

export const date: FieldType = {
  name: "date",
  description:
    "Calendar date such as 06/02/2014, 2014-06-02, Jun 02 2014 or 18 July 2014, normalised to YYYY-MM-DD",
  components: [],
  operators: operators(EQ, CMP, BL, FV, BTW),
  examples: ["Mon Jun 02 2014", "Jun 02 2014", "06/02/2014", "2014-06-02"],
  maskable: false,
  parse: parseDate
}
