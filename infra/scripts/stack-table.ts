/**
 * The table an operator script works on: named with `--table`, or read from the deployed stack's outputs
 * with `--stack` (needs the AWS CLI and credentials).
 */
import { stackOutputs } from './stack-outputs';

export function tableOf(values: { stack?: string | undefined; table?: string | undefined }): string {
  if (values.table) return values.table;
  if (!values.stack) throw new Error('--stack or --table is required');
  return stackOutputs(values.stack)('TableName');
}
