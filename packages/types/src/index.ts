/**
 * @leadflow/types: the 21 lead field types. `parse(type, raw)` turns a raw value into a plain
 * typed value `{ normal, raw, valid, ...components }` and never throws.
 */
export { typeNames, isTypedValue } from "./TypedValue.js"
export type {
  TypeName,
  TypedValue,
  Primitive,
  ParseOptions,
  CertformOptions,
  ComponentInfo
} from "./TypedValue.js"
export { parse, fieldType, setDefaultParseOptions } from "./parse.js"
export { typeInfo } from "./typeInfo.js"
export type { TypeInfo } from "./typeInfo.js"
export { mask } from "./mask.js"
export { compare, comparable } from "./compare.js"
export { operatorNames, unaryOperators } from "./Operators.js"
export type { OperatorName } from "./Operators.js"
export type { FieldType } from "./FieldType.js"
export { encodeCertId, decodeCertId } from "./certform/CertId.js"
export type { CertKind, CertIdFields, DecodedCertId, CertSecret } from "./certform/CertId.js"
