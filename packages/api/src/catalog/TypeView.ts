import { typeInfo, typeNames, type TypeName } from "@leadflow/types"
import { Schema } from "effect"

/**
 * A field type as `/types` describes it (the reference's `Type`): its components with their
 * types, the rule operators it allows, whether its values are masked before they are stored, and
 * example inputs parsed.
 */

export const TypeComponentView = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  description: Schema.String
}).annotations({ identifier: "TypeComponent" })

export const TypeView = Schema.Struct({
  name: Schema.Literal(...typeNames),
  description: Schema.String,
  maskable: Schema.Boolean,
  components: Schema.Array(TypeComponentView),
  operators: Schema.Array(Schema.String),
  examples: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}).annotations({ identifier: "Type" })
export type TypeView = typeof TypeView.Type

export const typeView = (name: TypeName): TypeView => {
  const info = typeInfo(name)
  return {
    name: info.name,
    description: info.description,
    maskable: info.maskable,
    components: info.components,
    operators: info.operators,
    examples: info.examples.map((example) => ({ ...example }))
  }
}

/** Every type, in catalogue order. */
export const allTypes: ReadonlyArray<TypeView> = typeNames.map(typeView)

export const isTypeName = (name: string): name is TypeName => (typeNames as ReadonlyArray<string>).includes(name)
