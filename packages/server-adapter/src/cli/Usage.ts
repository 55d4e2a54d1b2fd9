/** A command line the CLI refuses: the message, then the help of the command. */
export class UsageError extends Error {}

export const fail = (message: string, help: string): never => {
  throw new UsageError(`${message}\n\n${help}`)
}
