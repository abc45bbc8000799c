/**
 * Choosing scenarios by name. Playwright matches `--grep` against a test's whole title — project, file,
 * name and tags, as in "phone tests/e2e/scenarios.spec.ts keeper-phone-cards @phone" — so a bare word would
 * also pick every test of a project, file or tag of that name; this looks in the name alone (names are
 * kebab case, without spaces).
 */
export const specFile = 'scenarios.spec.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the scenarios whose name contains any of the texts (as the runner before did: no patterns). */
export function nameContains(...texts: string[]): RegExp {
  return new RegExp(`${escape(specFile)} [^ ]*(?:${texts.map(escape).join('|')})`);
}
