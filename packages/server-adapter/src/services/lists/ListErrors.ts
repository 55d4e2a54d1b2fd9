import { Data } from "effect"

/** No list of that id in the account (another account's list is not there either). */
export class ListNotFound extends Data.TaggedError("ListNotFound")<{ readonly id: string }> {}

/** The account has a list of that (normalised) name already. */
export class ListNameTaken extends Data.TaggedError("ListNameTaken")<{ readonly name: string; readonly id: string }> {}

/** Nothing is left of the name once normalised (`"!!"`). */
export class InvalidListName extends Data.TaggedError("InvalidListName")<{ readonly name: string }> {}

/** The value is not on the list (or is no value a list can hold). */
export class ListItemNotFound extends Data.TaggedError("ListItemNotFound")<{ readonly value: string }> {}
