/*
 * The device a request came from, as a person reads it: «Chrome en Windows». A short list of the browsers and
 * systems people use here, not a parser of every User-Agent ever sent: what it does not recognise it says it does
 * not know, and nothing of the header itself is repeated (it is whatever the client chose to send).
 */

/** First match wins: Edge, Opera and Samsung Internet also say «Chrome», and Chrome also says «Safari». */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bTrident\/|\bMSIE /, 'Internet Explorer'],
];

/** Android and ChromeOS before Linux, which they also say; iPhone and iPad before macOS («like Mac OS X»). */
const systems: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (table: readonly (readonly [RegExp, string])[], header: string) =>
  table.find(([pattern]) => pattern.test(header))?.[1];

export const UNKNOWN_DEVICE = 'un navegador desconocido';

/** «Chrome en Windows», «Safari en iPhone», «Firefox», «un navegador en Android» or «un navegador desconocido». */
export const deviceOf = (userAgent: string | undefined): string => {
  const header = userAgent ?? '';
  const browser = first(browsers, header);
  const system = first(systems, header);
  if (browser && system) return `${browser} en ${system}`;
  if (browser) return browser;
  if (system) return `un navegador en ${system}`;
  return UNKNOWN_DEVICE;
};
