/** Every refusal code of the API (`#shared/errors`) has a text in every language, and `codes` holds nothing else. */
import { errorCodeList } from '#shared/errors';

import { languageCodes } from './languages';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*/codes.json', { eager: true, import: 'default' });

/** The dotted paths of every string in a tree, the way i18next's `.` key separator reads them. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const [inner, text] of leaves(value, path)) out.set(inner, text);
    else out.set(path, value);
  }
  return out;
}

describe('codes namespace', () => {
  it.each(languageCodes)('%s: has a text for every error code', (language) => {
    // Prepare
    const texts = leaves(files[`./locales/${language}/codes.json`] ?? {});

    // Act
    const missing = errorCodeList.filter((code) => {
      const text = texts.get(code);
      return typeof text !== 'string' || text.trim() === '';
    });

    // Assess
    expect(missing).toEqual([]);
  });

  it.each(languageCodes)('%s: has no key that is not an error code', (language) => {
    // Prepare
    const texts = leaves(files[`./locales/${language}/codes.json`] ?? {});

    // Act
    const strays = [...texts.keys()].filter((key) => !(errorCodeList as string[]).includes(key));

    // Assess
    expect(strays).toEqual([]);
  });
});
