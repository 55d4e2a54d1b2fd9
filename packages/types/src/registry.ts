import type { FieldType } from "./FieldType.js"
import type { TypeName } from "./TypedValue.js"
import { boolean } from "./types/boolean.js"
import { certform_url } from "./types/certform_url.js"
import { credential } from "./types/credential.js"
import { date } from "./types/date.js"
import { dob } from "./types/dob.js"
import { email } from "./types/email.js"
import { gender } from "./types/gender.js"
import { ip } from "./types/ip.js"
import { city, first_name, last_name } from "./types/names.js"
import { number } from "./types/number.js"
import { phone } from "./types/phone.js"
import { postal_code } from "./types/postal_code.js"
import { range } from "./types/range.js"
import { ssn } from "./types/ssn.js"
import { state } from "./types/state.js"
import { street } from "./types/street.js"
import { string } from "./types/string.js"
import { time } from "./types/time.js"
import { url } from "./types/url.js"

/** Every field type by name. */
export const fieldTypes: { readonly [K in TypeName]: FieldType } = {
  boolean,
  city,
  credential,
  date,
  dob,
  email,
  first_name,
  gender,
  ip,
  last_name,
  number,
  phone,
  postal_code,
  range,
  ssn,
  state,
  street,
  string,
  time,
  certform_url,
  url
}
