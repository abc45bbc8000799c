/**
 * The table an operator script works on: named with `--table`, or read from the deployed stack's outputs
 * with `--stack` (needs the AWS CLI and credentials).
 */
import { execFileSync } from 'node:child_process';

export function tableOf(values: { stack?: string | undefined; table?: string | undefined }): string {
  if (values.table) return values.table;
  if (!values.stack) throw new Error('--stack or --table is required');
  return execFileSync(
    'aws',
    [
      'cloudformation',
      'describe-stacks',
      '--stack-name',
      values.stack,
      '--query',
      "Stacks[0].Outputs[?OutputKey=='TableName'].OutputValue",
      '--output',
      'text',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
}
