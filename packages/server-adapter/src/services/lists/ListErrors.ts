import { Data } from "effect"

/** No list of that id in the account (another account's list is not there either). */
export class ListNotFound extends Data.TaggedError("ListNotFound")<{ readonly id: string }> {}

/** The account has a list of that (normalised) name already. */
export class ListNameTaken extends Data.TaggedError("ListNameTaken")<{ readonly name: string; readonly id: string }> {}

/** Nothing is left of the name once normalised (`"!!"`), or too much (`reason` says why). */
export class InvalidListName extends Data.TaggedError("InvalidListName")<{ readonly name: string; readonly reason: string }> {}

/** The value is not on the list (or is no value a list can hold). */
export class ListItemNotFound extends Data.TaggedError("ListItemNotFound")<{ readonly value: string }> {}

/** Flows read or add to the list (`flows`: `id ("name")`): deleting it would turn their checks off. */
export class ListInUse extends Data.TaggedError("ListInUse")<{ readonly name: string; readonly flows: ReadonlyArray<string> }> {}
