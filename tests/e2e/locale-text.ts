/**
 * The site's own words in one of its languages, read from its locale files (`web/src/i18n/locales/`), so a
 * scenario can walk the same story in English and in Japanese: `say('rooms:import.done', { new: 120, … })`
 * is what i18next shows for that key, with `{{value}}` filled in and the plural form of `count` chosen as
 * i18next chooses it (`_one`, `_other`, …). A key missing in the language fails at once, naming it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatDay, type Language } from '#shared/languages';

import { root } from './harness';

type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number>;

export interface Say {
  (key: `${string}:${string}`, values?: Values): string;
  language: Language;
  /** A 'YYYY-MM-DD' date as the site shows it in this language (`formatDate`). */
  date(iso: string): string;
}

const localesDir = join(root, 'web', 'src', 'i18n', 'locales');

export function sayIn(language: Language): Say {
  const namespaces = new Map<string, Tree>();
  const tree = (namespace: string): Tree => {
    let found = namespaces.get(namespace);
    if (!found) {
      found = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
      namespaces.set(namespace, found);
    }
    return found;
  };
  const lookup = (namespace: string, key: string): string | undefined => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree(namespace),
      );
    return typeof value === 'string' ? value : undefined;
  };
  const plurals = new Intl.PluralRules(language);
  const say = ((full: string, values: Values = {}) => {
    const [namespace, key] = full.split(':') as [string, string];
    const plural =
      typeof values.count === 'number'
        ? lookup(namespace, `${key}_${plurals.select(values.count)}`)
        : undefined;
    const text = plural ?? lookup(namespace, key);
    if (text === undefined) throw new Error(`No string ${full} in ${language}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }) as Say;
  say.language = language;
  say.date = (iso) => formatDay(iso, language);
  return say;
}

/** A pattern matching the whole of a text whose `{{…}}` parts (given as `*`) may be anything. */
export function textPattern(say: Say, key: `${string}:${string}`, values: Values): RegExp {
  const hole = '\u0000';
  const filled = say(
    key,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '*' ? hole : value])),
  );
  const escaped = filled.split(hole).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`);
}

/** English, the suite's default. */
export const english = sayIn('en');
