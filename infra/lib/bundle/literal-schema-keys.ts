/**
 * A copy of an AWS SDK client's ES build in which the schemas' computed keys are written as string literals,
 * for the bundles to take in place of the installed package (`bundleAliases` in
 * `../constructs/api-function.ts`).
 *
 * Why: SES v2 is a restJson1 service, so each operation's schema in the client's
 * `dist-es/schemas/schemas_0.js` holds its HTTP binding under a computed key —
 * `[9, n0, _UR, { [_h]: ["DELETE", "/v2/email/tags", 200] }, () => UntagResourceRequest$, …]`, with
 * `const _h = "http";` at the top of the file. esbuild cannot tell that an object literal with a computed key
 * has no side effects, so it keeps every operation's schema and, through their `() => X$` closures, every
 * request and response schema: 48 KB of the client's 61 KB in a bundle, though a handler sends only
 * SendEmail. With `{ "http": [...] }` the unused ones are dropped, and the client takes 17 KB: create-user
 * went from 411.4 to 366.7 KB minified (130.1 → 117.7 KB gzip), the stream's mailer from 323.9 to 279.7 KB;
 * the functions without SES do not change.
 *
 * The copy is made on demand under `build/` (never committed), in a folder named after the package's version
 * and a hash of its files and of this module: a changed install or transform gets a copy of its own, and a
 * current copy costs one hash of the package's files. Anything in the SDK's file that does not have the
 * expected shape fails the build instead of silently bundling every schema again.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type * as TypeScript from 'typescript';

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const copiesDir = join(repoRoot, 'build', 'sdk-literal-keys');

/**
 * `source` (the text of the ES module `file`) with each computed key of an object literal that names a
 * top-level `const _x = "...";` of the same file written as that string literal: `{ [_h]: 1 }` becomes
 * `{ "http": 1 }`. Other computed keys, and names declared again anywhere in the file, are left as they are.
 * Throws if the file declares no such constants or uses none of them as a key.
 */
export function literalSchemaKeys(source: string, file: string): string {
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const review = `review ${file} and infra/lib/bundle/literal-schema-keys.ts`;

  const constants = new Map<string, string>();
  const declarations = new Set<TypeScript.Node>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      if (!ts.isStringLiteral(declaration.initializer)) continue;
      // `{ "__proto__": x }` would set the prototype, where `{ [_p]: x }` defines a property.
      if (declaration.initializer.text === '__proto__') continue;
      constants.set(declaration.name.text, declaration.initializer.getText(sourceFile));
      declarations.add(declaration);
    }
  }
  if (constants.size === 0) {
    throw new Error(`No top-level \`const _x = "...";\` declarations in ${file}: ${review}.`);
  }

  // A name bound again in some scope (a parameter, a local, an import…) may not mean the constant there.
  const visitDeclarations = (node: TypeScript.Node): void => {
    const name = (node as { name?: TypeScript.Node }).name;
    if (
      name &&
      ts.isIdentifier(name) &&
      !declarations.has(node) &&
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isClassDeclaration(node) ||
        ts.isClassExpression(node) ||
        ts.isImportClause(node) ||
        ts.isImportSpecifier(node) ||
        ts.isNamespaceImport(node))
    ) {
      constants.delete(name.text);
    }
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(sourceFile);

  const edits: { start: number; end: number; text: string }[] = [];
  const visitKeys = (node: TypeScript.Node): void => {
    if (
      ts.isComputedPropertyName(node) &&
      ts.isIdentifier(node.expression) &&
      ts.isPropertyAssignment(node.parent) &&
      ts.isObjectLiteralExpression(node.parent.parent)
    ) {
      const literal = constants.get(node.expression.text);
      if (literal !== undefined)
        edits.push({ start: node.getStart(sourceFile), end: node.end, text: literal });
    }
    ts.forEachChild(node, visitKeys);
  };
  visitKeys(sourceFile);
  if (edits.length === 0) {
    throw new Error(
      `No computed keys like \`{ [_h]: ... }\` naming a top-level constant in ${file}: ${review}.`,
    );
  }

  const parts: string[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(source.slice(from, edit.start), edit.text);
    from = edit.end;
  }
  parts.push(source.slice(from));
  return parts.join('');
}

/** Where a bare import of `name` from `fromDir` resolves: the nearest `node_modules/<name>` up the folders. */
function packageDirFrom(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (basename(dir) !== 'node_modules' && existsSync(join(candidate, 'package.json'))) {
      return realpathSync(candidate);
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The files under `dir`, as sorted paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => ({ entry, path: `${prefix}${entry.name}` }))
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .flatMap(({ entry, path }) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name), `${path}/`) : [path],
    );
}

interface PackageJson {
  version: string;
  module?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * Makes (unless already there) the copy of the installed `packageName`'s `dist-es` tree, with its
 * `dist-es/schemas/*.js` passed through `literalSchemaKeys`, and returns the path of the copy's
 * `dist-es/index.js` (its ES entry, as the original's `module` field names it). The bare imports of the copy
 * resolve to the same packages as the original's: this is checked on every call.
 */
export function withLiteralSchemaKeys(packageName: string): string {
  const source = packageDirFrom(repoRoot, packageName);
  if (!source) throw new Error(`${packageName} is not installed in ${repoRoot} (run npm ci).`);
  const packageJsonText = readFileSync(join(source, 'package.json'), 'utf8');
  const packageJson = JSON.parse(packageJsonText) as PackageJson;
  if (packageJson.module !== './dist-es/index.js') {
    throw new Error(
      `${join(source, 'package.json')} no longer names ./dist-es/index.js as its module entry: review infra/lib/bundle/literal-schema-keys.ts.`,
    );
  }
  const files = filesUnder(join(source, 'dist-es'));
  const schemaFiles = files.filter((file) => /^schemas\/[^/]+\.js$/.test(file));
  if (schemaFiles.length === 0) {
    throw new Error(
      `No schema files in ${join(source, 'dist-es', 'schemas')}: review infra/lib/bundle/literal-schema-keys.ts.`,
    );
  }
  // Packages npm could not hoist sit in the package's own node_modules: the copy links to that folder.
  const nested = existsSync(join(source, 'node_modules')) ? realpathSync(join(source, 'node_modules')) : '';

  const hash = createHash('sha256');
  hash.update(readFileSync(thisFile)).update(`\0${nested}\0`).update(packageJsonText);
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(source, 'dist-es', file)));
  const name = `${basename(packageName)}@${packageJson.version}-${hash.digest('hex').slice(0, 12)}`;
  const copyRoot = join(copiesDir, name);
  const copy = join(copyRoot, packageName);
  const entry = join(copy, 'dist-es', 'index.js');

  if (!existsSync(entry)) {
    const rewritten = schemaFiles.map((file) => {
      const path = join(source, 'dist-es', file);
      return { file, text: literalSchemaKeys(readFileSync(path, 'utf8'), path) };
    });
    // Made whole in a folder of its own, then renamed into place: a test run's parallel workers may all
    // get here at once, and none of them ever sees half a copy.
    const scratch = join(copiesDir, `.${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const scratchCopy = join(scratch, packageName);
      mkdirSync(scratchCopy, { recursive: true });
      copyFileSync(join(source, 'package.json'), join(scratchCopy, 'package.json'));
      cpSync(join(source, 'dist-es'), join(scratchCopy, 'dist-es'), { recursive: true });
      for (const { file, text } of rewritten) writeFileSync(join(scratchCopy, 'dist-es', file), text);
      if (nested) symlinkSync(nested, join(scratchCopy, 'node_modules'), 'junction');
      try {
        renameSync(scratch, copyRoot);
      } catch (error) {
        if (!existsSync(entry)) throw error;
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    for (const other of readdirSync(copiesDir)) {
      if (other !== name && other.startsWith(`${basename(packageName)}@`)) {
        rmSync(join(copiesDir, other), { recursive: true, force: true });
      }
    }
  }

  const dependencies = Object.keys({
    ...packageJson.dependencies,
    ...packageJson.peerDependencies,
    ...packageJson.optionalDependencies,
  });
  for (const dependency of dependencies) {
    const original = packageDirFrom(join(source, 'dist-es'), dependency);
    const copied = packageDirFrom(join(copy, 'dist-es'), dependency);
    if (original !== copied) {
      throw new Error(
        `${dependency} resolves to ${copied} from ${copy}, but to ${original} from ${source}: review infra/lib/bundle/literal-schema-keys.ts.`,
      );
    }
  }
  return entry;
}
