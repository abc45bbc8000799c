/**
 * What `npm run digest` says about the database it used. With `DATA_DIR` unset it reads `./.data`, while an
 * `npm start` with its own `DATA_DIR` may be running elsewhere: the run then mailed from another database
 * without a word (issue 28). It now says which one, and how to pick the other.
 */
import type { RunningRuntime } from './dynamo-local';

export interface DigestStore {
  /** The data folder, resolved. */
  dataDir: string;
  /** Whether `DATA_DIR` named it, or it is the default `./.data`. */
  dataDirSet: boolean;
  /** The `npm start` running on that folder, if one answers. */
  running: RunningRuntime | undefined;
}

export function describeStore({ dataDir, dataDirSet, running }: DigestStore): string[] {
  const folder = dataDirSet ? `${dataDir} (DATA_DIR)` : `${dataDir} (the default: DATA_DIR is not set)`;
  if (running)
    return [
      `Database: the running npm start at ${running.appOrigin} (${running.dynamoEndpoint}), data ${folder}`,
    ];
  return [
    `Database: ${folder}, opened for this run: no npm start is running on it`,
    'If npm start runs with another DATA_DIR, run this with that DATA_DIR to use its database.',
  ];
}
