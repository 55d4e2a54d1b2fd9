import { isStandardField } from "./StandardFields.js"

/**
 * A custom field's id is a base name, an underscore and the field suffix of one of the account's
 * entities (`favorite_color_acorp`), so that ids never collide with the standard catalogue or
 * with the fields of partners exchanging leads. A bare base name (`favorite_color`) gets the
 * account's own suffix appended.
 */

const customId = /^([A-Za-z0-9_]*[A-Za-z0-9])_([0-9a-z]{3,5})$/
const baseName = /^[A-Za-z0-9_]*[A-Za-z0-9]$/

/** The suffix `id` ends with, when it has the shape of one (`color_acme` → `acme`). */
export const trailingSuffix = (id: string): string | undefined => customId.exec(id)?.[2]

export interface SuffixesInReach {
  /** The field suffixes of the account's own entities. */
  readonly yours: ReadonlyArray<string>
  /** The account entity's suffix: what a bare base name gets. */
  readonly account: string | undefined
  /** Whether `id`'s trailing suffix is owned by an entity that is not the account's. */
  readonly trailingIsForeign: boolean
}

export type CustomFieldId = { readonly id: string } | { readonly problem: string }

/** The id a new custom field gets from the `id` asked for, or what is wrong with it. */
export const resolveCustomFieldId = (id: string, suffixes: SuffixesInReach): CustomFieldId => {
  const { yours } = suffixes
  const listed =
    yours.length === 0
      ? "none of your entities has a field_suffix yet: set one on an entity (PUT /entities/{id}) first"
      : `your entities' suffixes are ${yours.join(", ")}`
  if (isStandardField(id)) return { problem: `${JSON.stringify(id)} is a standard field; a custom field id ends with _<suffix> (${listed})` }
  const suffix = trailingSuffix(id)
  if (suffix !== undefined && yours.includes(suffix)) return { id }
  if (suffix !== undefined && suffixes.trailingIsForeign)
    return { problem: `${JSON.stringify(suffix)} is not the field suffix of any of your entities; ${listed}` }
  const own = suffixes.account ?? yours[0]
  if (own === undefined || !baseName.test(id))
    return {
      problem: `Expected a base name, optionally followed by an underscore and the field suffix of one of your entities (for example favorite_color_${own ?? "acorp"}); ${listed}`
    }
  return { id: `${id}_${own}` }
}
