/** Every language has every string of English in every namespace (see locale-check.ts for the rules). */
import { languageCodes } from './languages';
import { compareLocale } from './locale-check';
import { namespaces } from './namespaces';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const load = (language: string, namespace: string) => files[`./locales/${language}/${namespace}.json`];

describe('locale files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    // Prepare
    const expected = languageCodes.flatMap((language) =>
      namespaces.map((namespace) => `./locales/${language}/${namespace}.json`),
    );

    // Assess
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(namespaces)('%s: every language matches English', (namespace) => {
    // Prepare
    const english = load('en', namespace);

    // Act
    const problems = languageCodes.flatMap((language) =>
      compareLocale(english!, load(language, namespace) ?? {}, language),
    );

    // Assess
    expect(problems).toEqual([]);
  });
});

describe('compareLocale', () => {
  it('finds missing keys, plural forms, empty strings, changed variables and strays', () => {
    // Prepare
    const english = {
      a: 'A',
      n: { count_one: '{{count}} item', count_other: '{{count}} items' },
      v: 'Hi {{name}}',
    };
    const french = {
      a: '',
      n: { count_one: '{{count}} élément', count_other: '{{count}} éléments' },
      v: 'Salut {{nom}}',
      x: 'X',
    };

    // Act
    const problems = compareLocale(english, french, 'fr');

    // Assess
    expect(problems).toEqual([
      'fr: empty a',
      'fr: missing n.count_many',
      'fr: v has {{nom}}, English {{name}}',
      'fr: x is not in English',
    ]);
  });

  it('asks only for the one plural form Japanese has', () => {
    // Prepare
    const english = { count_one: '{{count}} item', count_other: '{{count}} items' };

    // Act
    const problems = compareLocale(english, { count_other: '{{count}} 件' }, 'ja');

    // Assess
    expect(problems).toEqual([]);
  });
});
