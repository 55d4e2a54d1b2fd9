import type { FieldTypeName } from "@leadflow/core"

/**
 * The built-in fields every account has (`standard: true`, read-only), the reference's standard
 * catalogue with the neutral vendor word (`certform_cert_url`). Their ids carry no suffix; an
 * account's own fields end with one of its entities' field suffixes.
 */

interface StandardField {
  readonly id: string
  readonly name: string
  readonly type: FieldTypeName
  readonly description: string
  readonly deprecated?: boolean
  readonly see?: string
}

// A fixed time, so that standard fields read the same everywhere.
const catalogueTime = "2014-01-01T00:00:00.000Z"

const fields: ReadonlyArray<StandardField> = [
  { id: "first_name", name: "First Name", type: "first_name", description: "The person's first name" },
  { id: "middle_name", name: "Middle Name", type: "string", description: "The person's middle name or initial" },
  { id: "last_name", name: "Last Name", type: "last_name", description: "The person's last name" },
  { id: "salutation", name: "Salutation", type: "string", description: "Mr, Ms, Dr, ..." },
  { id: "suffix", name: "Suffix", type: "string", description: "Jr, Sr, III, ..." },
  { id: "email", name: "Email", type: "email", description: "The person's email address" },
  { id: "email_2", name: "Email 2", type: "email", description: "An alternative email address" },
  { id: "phone_1", name: "Phone 1", type: "phone", description: "The primary phone number" },
  { id: "phone_2", name: "Phone 2", type: "phone", description: "A secondary phone number" },
  { id: "phone_3", name: "Phone 3", type: "phone", description: "A third phone number" },
  { id: "mobile_phone", name: "Mobile Phone", type: "phone", description: "A mobile phone number" },
  { id: "address_1", name: "Address 1", type: "street", description: "The street address" },
  { id: "address_2", name: "Address 2", type: "string", description: "Apartment, suite, unit, ..." },
  { id: "city", name: "City", type: "city", description: "The city of the address" },
  { id: "state", name: "State", type: "state", description: "The state of the address" },
  { id: "postal_code", name: "Postal Code", type: "postal_code", description: "The postal (ZIP) code of the address" },
  { id: "zip", name: "ZIP Code", type: "postal_code", description: "Use postal_code", deprecated: true, see: "postal_code" },
  { id: "county", name: "County", type: "string", description: "The county of the address" },
  { id: "country", name: "Country", type: "string", description: "The country of the address" },
  { id: "dob", name: "Date of Birth", type: "dob", description: "The person's date of birth" },
  { id: "age", name: "Age", type: "number", description: "The person's age in years" },
  { id: "gender", name: "Gender", type: "gender", description: "The person's gender" },
  { id: "ssn", name: "Social Security Number", type: "ssn", description: "US Social Security Number (never stored)" },
  { id: "company_name", name: "Company Name", type: "string", description: "The person's employer or business" },
  { id: "title", name: "Title", type: "string", description: "The person's job title" },
  { id: "income", name: "Income", type: "range", description: "Yearly income" },
  { id: "homeowner", name: "Homeowner", type: "boolean", description: "Whether the person owns their home" },
  { id: "comments", name: "Comments", type: "string", description: "Free-form comments from the consumer" },
  { id: "ip_address", name: "IP Address", type: "ip", description: "The consumer's IP address" },
  { id: "user_agent", name: "User Agent", type: "string", description: "The consumer's browser user agent" },
  { id: "landing_page_url", name: "Landing Page URL", type: "url", description: "The page the lead was captured on" },
  { id: "referring_url", name: "Referring URL", type: "url", description: "The page that referred the consumer" },
  { id: "reference", name: "Reference", type: "string", description: "The source's own id for the lead" },
  { id: "price", name: "Price", type: "number", description: "A price the source offers the lead at" },
  { id: "contact_time", name: "Best Time to Contact", type: "string", description: "When the consumer prefers to be contacted" },
  { id: "submission_timestamp", name: "Submission Timestamp", type: "time", description: "When the consumer submitted the form" },
  { id: "tcpa_consent", name: "TCPA Consent", type: "boolean", description: "Whether the consumer gave consent to be contacted" },
  { id: "certform_cert_url", name: "Consent Certificate URL", type: "certform_url", description: "The consent certificate of the lead" },
  { id: "certform_ping_url", name: "Consent Certificate Ping URL", type: "url", description: "A ping URL of the consent certificate" },
  { id: "api_key", name: "API Key", type: "credential", description: "An API key sent with the lead (never stored)" }
]

/** The standard fields as records. */
export const standardFields: ReadonlyArray<Record<string, unknown>> = fields.map((field) => ({
  ...field,
  standard: true,
  aggregate: false,
  deprecated: field.deprecated ?? false,
  created_at: catalogueTime,
  updated_at: catalogueTime
}))

const byId = new Map(standardFields.map((field) => [field["id"] as string, field]))

export const standardField = (id: string): Record<string, unknown> | undefined => byId.get(id)

export const isStandardField = (id: string): boolean => byId.has(id)
