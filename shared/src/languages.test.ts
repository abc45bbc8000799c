import { describe, expect, it } from 'vitest';

import { dateFormat, formatDay } from './languages';

describe('dates in the reader’s language', () => {
  it('formats the day itself, whatever the time zone, in each language', () => {
    expect(formatDay('2026-03-12', 'en')).toBe('Mar 12, 2026');
    expect(formatDay('2026-03-12', 'de')).toBe('12.03.2026');
    expect(formatDay('2026-03-12', 'zh')).toBe('2026年3月12日');
    expect(formatDay('2026-03-12', 'ja', 'long')).toBe('2026年3月12日');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });

  it('makes a format once per language and options, and a new one for other options', () => {
    const shortDay = { month: 'short', day: 'numeric' } as const;
    expect(dateFormat('fr', shortDay)).toBe(dateFormat('fr', { month: 'short', day: 'numeric' }));
    expect(dateFormat('fr', shortDay)).not.toBe(dateFormat('es', shortDay));
    expect(dateFormat('fr', shortDay)).not.toBe(dateFormat('fr', { ...shortDay, year: 'numeric' }));
    expect(dateFormat('zh', shortDay).resolvedOptions().locale).toBe('zh-CN');
  });
});
