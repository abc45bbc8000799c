/**
 * Compares one language's strings with English for one namespace: every key present, plural forms for
 * each category the language uses (Intl.PluralRules: en/de one+other, es/fr one+many+other, ja/zh
 * other), no empty strings, the same `{{variables}}` and `<n>` tags, and no keys English does not have.
 */
type Tree = { [key: string]: string | Tree };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\d+)>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

export function compareLocale(english: Tree, other: Tree, language: string): string[] {
  const en = flatten(english);
  const them = flatten(other);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  const expected = new Map<string, string>();

  for (const [key, text] of en) {
    if (pluralSuffix.test(key)) {
      const base = key.replace(pluralSuffix, '');
      for (const category of categories) expected.set(`${base}_${category}`, text);
    } else {
      expected.set(key, text);
    }
  }
  for (const [key, enText] of expected) {
    const text = them.get(key);
    if (text === undefined) problems.push(`${language}: missing ${key}`);
    else if (text.trim() === '') problems.push(`${language}: empty ${key}`);
    else if (placeholders(text).join() !== placeholders(enText).join()) {
      problems.push(
        `${language}: ${key} has ${placeholders(text).join() || 'no placeholders'}, English ${placeholders(enText).join() || 'none'}`,
      );
    }
  }
  for (const key of them.keys()) {
    if (!expected.has(key)) problems.push(`${language}: ${key} is not in English`);
  }
  return problems;
}
