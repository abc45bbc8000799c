/**
 * The SES client the functions bundle is a copy of the installed one whose schema objects have literal keys
 * (`infra/lib/bundle/literal-schema-keys.ts` says why): the rewrite touches only keys naming a top-level
 * string constant, and a file of another shape fails loudly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { literalSchemaKeys, withLiteralSchemaKeys } from '#infra/lib/bundle/literal-schema-keys';

const file = 'node_modules/example/dist-es/schemas/schemas_0.js';

describe('literalSchemaKeys', () => {
  it('writes a computed key naming a top-level string constant as that string, and nothing else', () => {
    const source = [
      'const _h = "http";',
      "const _hQ = 'httpQuery';",
      'const n0 = "com.amazonaws.sesv2";',
      'export var UntagResource$ = [9, n0, "UntagResource",',
      '    { [_h]: ["DELETE", "/v2/email/tags", 200] }, () => UntagResourceRequest$, () => Unit];',
      'export var ListRequest$ = [3, n0, "ListRequest", 0, [_hQ], [[0, { [_hQ]: _hQ }]]];',
      '',
    ].join('\n');

    expect(literalSchemaKeys(source, file)).toBe(
      [
        'const _h = "http";',
        "const _hQ = 'httpQuery';",
        'const n0 = "com.amazonaws.sesv2";',
        'export var UntagResource$ = [9, n0, "UntagResource",',
        '    { "http": ["DELETE", "/v2/email/tags", 200] }, () => UntagResourceRequest$, () => Unit];',
        'export var ListRequest$ = [3, n0, "ListRequest", 0, [_hQ], [[0, { \'httpQuery\': _hQ }]]];',
        '',
      ].join('\n'),
    );
  });

  it('leaves other computed keys as they are', () => {
    const kept = [
      'const _n = 1;',
      'const _p = "__proto__";',
      'const _s = "shadowed";',
      'let _l = "let";',
      'const keys = { k: "k" };',
      'function local(_s) { return { [_s]: 1 }; }',
      'function inner() { const _i = "inner"; return { [_i]: 1 }; }',
      'export var kept = [{ [_n]: 1 }, { [_p]: 2 }, { [_l]: 3 }, { [keys.k]: 4 }, { [_h + "s"]: 5 }, { [_s]: 6 }];',
      'export class Kept { [_h]() {} }',
    ].join('\n');
    const source = `const _h = "http";\n${kept}\nexport var rewritten = { [_h]: 7 };`;

    // `_s` is also a parameter of `local`: a key naming it is left alone everywhere, the top level included.
    expect(literalSchemaKeys(source, file)).toBe(
      `const _h = "http";\n${kept}\nexport var rewritten = { "http": 7 };`,
    );
  });

  it('throws, naming the file, when it declares no top-level string constants', () => {
    expect(() => literalSchemaKeys('export var Op$ = [9, n0, "Op", { http: [] }];', file)).toThrow(
      `No top-level \`const _x = "...";\` declarations in ${file}`,
    );
  });

  it('throws, naming the file, when no computed key names one of them', () => {
    const source = 'const _h = "http";\nexport var Op$ = [9, "n0", "Op", { http: [_h] }];';
    expect(() => literalSchemaKeys(source, file)).toThrow(`No computed keys like \`{ [_h]: ... }\``);
    expect(() => literalSchemaKeys(source, file)).toThrow(file);
  });
});

describe('withLiteralSchemaKeys', () => {
  it('copies the installed SES client with only its schema file changed, once', () => {
    const entry = withLiteralSchemaKeys('@aws-sdk/client-sesv2');
    expect(entry).toMatch(/\/build\/sdk-literal-keys\/[^/]+\/@aws-sdk\/client-sesv2\/dist-es\/index\.js$/);
    expect(withLiteralSchemaKeys('@aws-sdk/client-sesv2')).toBe(entry);

    const original = 'node_modules/@aws-sdk/client-sesv2/dist-es';
    const copy = join(entry, '..');
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    expect(files(copy)).toEqual(files(original));
    for (const path of files(original).filter((path) => path.endsWith('.js'))) {
      const text = readFileSync(join(copy, path), 'utf8');
      if (path === join('schemas', 'schemas_0.js')) {
        expect(text).not.toMatch(/\[_\w+\]:/);
        expect(text).toMatch(/\{ "http": \["POST", "\/v2\/email\/outbound-emails", 200\] \}/);
      } else {
        expect(text, path).toBe(readFileSync(join(original, path), 'utf8'));
      }
    }
  });
});
