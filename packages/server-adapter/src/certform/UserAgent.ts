/**
 * A small user-agent parser for the ping response: the browser (Edge, Firefox, Chrome, Safari,
 * Opera) and the operating system (Windows, macOS, iOS, Android, Chrome OS, Linux), each with its
 * version split into major, minor and patch. Unknown software has `null` names and versions.
 * Order matters: Edge and Opera say "Chrome", Chrome says "Safari", iOS says "Mac OS X",
 * Android says "Linux".
 */

export interface Version {
  readonly full: string | null
  readonly major: string | null
  readonly minor: string | null
  readonly patch: string | null
}

export interface Software {
  /** Name and version, e.g. `Chrome 120.0.6099.109`. */
  readonly full: string | null
  readonly name: string | null
  readonly version: Version
}

export interface ParsedUserAgent {
  readonly browser: Software
  readonly operatingSystem: Software
  readonly isMobile: boolean
}

const versionOf = (text: string | undefined): Version => {
  if (text === undefined || text === "") return { full: null, major: null, minor: null, patch: null }
  const full = text.replace(/_/g, ".")
  const [major, minor, patch] = full.split(".")
  return { full, major: major ?? null, minor: minor ?? null, patch: patch ?? null }
}

const software = (name: string | null, version: string | undefined): Software => {
  const parsed = versionOf(version)
  return {
    full: name === null ? null : parsed.full === null ? name : `${name} ${parsed.full}`,
    name,
    version: parsed
  }
}

const unknown = software(null, undefined)

const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Edge", /\b(?:Edg|EdgA|EdgiOS|Edge)\/([\d.]+)/],
  ["Opera", /\b(?:OPR|OPiOS)\/([\d.]+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/([\d.]+)/],
  ["Safari", /\bVersion\/([\d.]+).*\bSafari\//]
]

const WINDOWS_NT: Readonly<Record<string, string>> = {
  "10.0": "10",
  "6.3": "8.1",
  "6.2": "8",
  "6.1": "7",
  "6.0": "Vista",
  "5.1": "XP"
}

const browserOf = (ua: string): Software => {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua)
    if (match !== null) return software(name, match[1])
  }
  return unknown
}

const operatingSystemOf = (ua: string): Software => {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/.exec(ua)
  if (ios !== null) return software("iOS", ios[1])
  const android = /\bAndroid(?: (\d+(?:\.\d+)*))?/.exec(ua)
  if (android !== null) return software("Android", android[1])
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua)
  if (windows !== null) return software("Windows", WINDOWS_NT[windows[1] ?? ""] ?? windows[1])
  if (/\bWindows\b/.test(ua)) return software("Windows", undefined)
  const mac = /\bMac OS X(?: (\d+(?:[._]\d+)*))?/.exec(ua)
  if (mac !== null) return software("macOS", mac[1])
  const chromeOs = /\bCrOS \S+ (\d+(?:\.\d+)*)/.exec(ua)
  if (chromeOs !== null) return software("Chrome OS", chromeOs[1])
  if (/\bLinux\b/.test(ua)) return software("Linux", undefined)
  return unknown
}

export const parseUserAgent = (ua: string | null | undefined): ParsedUserAgent => {
  const text = ua ?? ""
  return {
    browser: browserOf(text),
    operatingSystem: operatingSystemOf(text),
    isMobile: /\b(?:Mobi|iPhone|iPod|iPad|Android)\b/.test(text)
  }
}
