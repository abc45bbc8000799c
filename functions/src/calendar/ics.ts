/**
 * The few lines of RFC 5545 a feed needs, written here: `ical-generator` took the feed's function past its
 * byte budget (`tests/unit/bundle.test.ts`; the figures in docs/performance.md) for a handful of properties. Text
 * values are escaped (§3.3.11), lines are folded at 75 octets without splitting a UTF-8 character
 * (§3.1), and every line ends in CRLF.
 */

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** One content line, folded: at most 75 octets a line, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME, `20261127T083000Z`. */
export const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A DATE, `20261127`, of a 'YYYY-MM-DD' date. */
export const icsDate = (date: string) => date.replace(/-/g, '');

/** Properties as `[name, value]`, value already escaped where it is TEXT; a component's lines. */
export type IcsLine = readonly [name: string, value: string];

export const icsComponent = (name: string, lines: readonly IcsLine[]): string[] => [
  `BEGIN:${name}`,
  ...lines.map(([key, value]) => `${key}:${value}`),
  `END:${name}`,
];

/** The whole text: every line folded, CRLF after each, the last one included. */
export const icsDocument = (lines: readonly string[]) => lines.map(foldLine).join('\r\n') + '\r\n';
