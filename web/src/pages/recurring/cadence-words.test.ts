/**
 * A schedule's cadence in each language's own words: weekday names and lists from Intl, the day of the
 * month with the language's ordinal ("31st", "1er", "31.", "31日").
 */
import i18n, { i18nReady } from '../../i18n';
import { type Cadence, cadenceWords } from './cadence-words';

const weekly: Cadence = { kind: 'weekly', weekdays: [4, 1] };
const fortnightly: Cadence = { kind: 'everyNWeeks', weeks: 2, weekday: 2 };
const monthly = (day: number): Cadence => ({ kind: 'monthly', day });

async function wordsIn(language: string) {
  await i18nReady;
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces('recurring');
  const t = i18n.getFixedT(language, 'recurring');
  return (cadence: Cadence) => cadenceWords(t, cadence, language);
}

describe('cadenceWords', () => {
  it('says English cadences with ordinals and a note for the days shorter months lack', async () => {
    const words = await wordsIn('en');
    expect(words(weekly)).toBe('Every Monday and Thursday');
    expect(words(fortnightly)).toBe('Every 2 weeks on Tuesday');
    expect(words(monthly(2))).toBe('Monthly on the 2nd');
    expect(words(monthly(23))).toBe('Monthly on the 23rd');
    expect(words(monthly(31))).toBe('Monthly on the 31st (last day in shorter months)');
    expect(words({ kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe('Every day');
  });

  it('says them in German, French and Japanese', async () => {
    const german = await wordsIn('de');
    expect(german(weekly)).toBe('Jeden Montag und Donnerstag');
    expect(german(monthly(15))).toBe('Monatlich am 15.');
    const french = await wordsIn('fr');
    expect(french(fortnightly)).toBe('Toutes les 2 semaines le mardi');
    expect(french(monthly(1))).toBe('Tous les mois le 1er');
    const japanese = await wordsIn('ja');
    expect(japanese(weekly)).toBe('毎週月曜日、木曜日');
    expect(japanese(monthly(30))).toBe('毎月30日（短い月は末日）');
  });
});
