/**
 * @leadflow/integrations: the plugin contract, the runtime that executes plugins for the engine,
 * and the built-in integrations.
 */
export * from "./Contract.js"
