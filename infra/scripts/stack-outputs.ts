/**
 * A deployed stack's outputs, read once through the AWS CLI (the same credentials and region as
 * `cdk deploy`), for the operator scripts: `output(key)` answers one, and fails plainly when the stack lacks it.
 */
import { execFileSync } from 'node:child_process';

export function stackOutputs(stack: string): (key: string) => string {
  const json = execFileSync(
    'aws',
    [
      'cloudformation',
      'describe-stacks',
      '--stack-name',
      stack,
      '--query',
      'Stacks[0].Outputs',
      '--output',
      'json',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const outputs = new Map(
    ((JSON.parse(json) as { OutputKey: string; OutputValue: string }[] | null) ?? []).map((o) => [
      o.OutputKey,
      o.OutputValue,
    ]),
  );
  return (key) => {
    const found = outputs.get(key);
    if (!found) throw new Error(`Stack ${stack} has no output ${key}: is it a Hostel Clean stack?`);
    return found;
  };
}
