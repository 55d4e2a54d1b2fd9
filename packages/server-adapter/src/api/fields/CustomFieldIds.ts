import { isStandardField } from "./StandardFields.js"

/**
 * A custom field's id is a base name, an underscore and the field suffix of one of the account's
 * entities (`favorite_color_acorp`), so that ids never collide with the standard catalogue or
 * with the fields of partners exchanging leads.
 */

const customId = /^([A-Za-z0-9_]*[A-Za-z0-9])_([0-9a-z]{3,5})$/

/** What is wrong with `id` as a new custom field id of an account with these suffixes; nothing when fine. */
export const customFieldIdProblem = (id: string, suffixes: ReadonlyArray<string>): string | undefined => {
  const yours =
    suffixes.length === 0
      ? "none of your entities has a field_suffix yet: set one on an entity (PUT /entities/{id}) first"
      : `your entities' suffixes are ${suffixes.join(", ")}`
  if (isStandardField(id)) return `${JSON.stringify(id)} is a standard field; a custom field id ends with _<suffix> (${yours})`
  const match = customId.exec(id)
  if (match === null)
    return `Expected a base name, an underscore and the field suffix of one of your entities (for example favorite_color_${suffixes[0] ?? "acorp"}); ${yours}`
  const suffix = match[2] ?? ""
  if (!suffixes.includes(suffix)) return `${JSON.stringify(suffix)} is not the field suffix of any of your entities; ${yours}`
  return undefined
}
