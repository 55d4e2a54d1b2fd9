/**
 * A port number as `PORT` and `serve --port` take it: 1 to 5 decimal digits, 0 to 65535 (0: any
 * free port, the system picks one). Nothing else: no sign, no space, no "" (`Number` reads "" as
 * 0), no hex, binary or exponent (`Number` reads "0x1F90" as 8080 and "1e0" as 1). Free of
 * imports: the CLI checks `--port` with it before the server's modules load.
 */
export const parsePort = (text: string): number | undefined => {
  if (!/^[0-9]{1,5}$/.test(text)) return undefined
  const port = Number(text)
  return port <= 65_535 ? port : undefined
}

/** Why a port was refused, for `PORT` and `--port` alike. */
export const portRule = "a port number: 0 to 65535, in decimal digits only"
