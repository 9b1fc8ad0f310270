/**
 * Browsers by the token that names them, most specific first: Edge, Opera and Samsung Internet
 * also say 'Chrome', and Chrome also says 'Safari'.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(MSIE |Trident\/)/, 'Internet Explorer'],
  [/^curl\//, 'curl'],
]

/** Systems, most specific first: iPhones say 'like Mac OS X', Android says 'Linux'. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** A session's device as the admin panel shows it, e.g. 'Chrome en Linux', from its user agent. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Dispositivo desconocido'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} en ${system}`
  if (browser) return browser
  if (system) return `Navegador desconocido en ${system}`
  return 'Dispositivo desconocido'
}
