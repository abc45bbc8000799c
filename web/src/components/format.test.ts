/** One clock in every language (issue 28): instants and times of day read 'HH:mm', 24 hours, everywhere. */
import { formatClock, formatInstant } from './format';

const languages = ['de', 'en', 'es', 'fr', 'ja', 'zh'];
// Local wall-clock instants, so the reader's time zone (the test machine's) is the one they are read in.
const morning = new Date(2026, 10, 26, 3, 32).toISOString();
const afternoon = new Date(2026, 10, 26, 15, 0).toISOString();

describe('formatClock', () => {
  it.each(languages)('writes %s times of day as HH:mm on a 24-hour clock', (language) => {
    // Act
    const shown = [formatClock(morning, language), formatClock(afternoon, language)];

    // Assess
    expect(shown).toEqual(['03:32', '15:00']);
  });
});

describe('formatInstant', () => {
  it.each([
    ['de', '26.11.2026, 03:32'],
    ['en', 'Nov 26, 2026, 03:32'],
    ['es', '26 nov 2026, 03:32'],
    ['fr', '26 nov. 2026, 03:32'],
    ['ja', '2026/11/26 03:32'],
    ['zh', '2026年11月26日 03:32'],
  ])('writes an instant in %s with its own date and the one clock', (language, expected) => {
    // Act
    const shown = formatInstant(morning, language);

    // Assess
    expect(shown).toBe(expected);
    expect(formatInstant(afternoon, language)).toContain('15:00');
  });
});
