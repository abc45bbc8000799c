/**
 * The served OpenAPI document passes Redocly's linter (`@redocly/cli lint`, its recommended rules): a
 * tool no one here wrote checks that it is a valid OpenAPI 3.1 description. Warnings are printed, errors
 * fail. A broken copy is linted too, so the test is seen to catch an error.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { servedFile } from '#shared/openapi/served';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string }[];
}

async function lint(file: string): Promise<LintReport> {
  // Exit status 1 means problems were found; the JSON report on stdout says which.
  const run = promisify(execFile)('node_modules/.bin/redocly', ['lint', file, '--format=json'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const { stdout } = await run.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return JSON.parse(stdout) as LintReport;
}

it('passes @redocly/cli lint with no error', async () => {
  const report = await lint(servedFile.pathname);
  for (const problem of report.problems)
    console.warn(`${problem.severity} ${problem.ruleId}: ${problem.message}`);
  expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
}, 60_000);

it('fails a document with an operation id used twice', async () => {
  const document = JSON.parse(readFileSync(servedFile, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  document.paths['/api/hostels']!.get!.operationId = 'health';
  const broken = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'broken.json');
  writeFileSync(broken, JSON.stringify(document));
  const report = await lint(broken);
  expect(report.problems.map((problem) => `${problem.severity} ${problem.ruleId}`)).toContain(
    'error operation-operationId-unique',
  );
}, 60_000);
