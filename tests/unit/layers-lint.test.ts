/**
 * The layers' directions are enforced by `npm run lint` (`eslint.config.js`): a wrong-direction import in
 * any of these places is an error, the right-direction one beside it is not.
 */
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The `no-restricted-imports` messages ESLint gives `code` as if it were the file at `filePath`. */
async function refusedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe('layer directions', () => {
  it.each([
    ['functions/src/data/fixture.ts', "import { refuse } from '../domain/notices';", 'refuse'],
    ['functions/src/data/store/fixture.ts', "import { ok } from '../../http/reply';", 'ok'],
    ['functions/src/data/fixture.ts', "import { mailer } from '../mail/mailer';", 'mailer'],
    ['functions/src/data/fixture.ts', "import { signSession } from '../security/tokens';", 'signSession'],
    ['functions/src/data/read-models/fixture.ts', "import { x } from '#functions/domain/keepers';", 'x'],
    ['functions/src/domain/fixture.ts', "import { ok } from '../http/reply';", 'ok'],
    ['functions/src/mail/fixture.ts', "import type { Note } from '../data/notifications';", '{} as Note'],
    ['functions/src/refusal.ts', "import { keys } from './data/store/keys';", 'keys'],
    ['web/src/fixture.ts', "import { env } from '#functions/env';", 'env'],
    ['web/src/pages/fixture.ts', "import { env } from '../../../functions/src/env';", 'env'],
  ])('%s may not: %s', async (filePath, line, name) => {
    expect(await refusedImports(filePath, line + use(name))).toHaveLength(1);
  });

  it.each([
    ['functions/src/data/fixture.ts', "import { refuse } from '../refusal';", 'refuse'],
    [
      'functions/src/data/store/fixture.ts',
      "import { derivedKey } from '../../security/keys';",
      'derivedKey',
    ],
    ['functions/src/data/read-models/fixture.ts', "import { keys } from '../store/keys';", 'keys'],
    ['functions/src/domain/fixture.ts', "import { getUser } from '../data/users';", 'getUser'],
    ['functions/src/routes/fixture.ts', "import { ok } from '../http/reply';", 'ok'],
    ['web/src/fixture.ts', "import { messages } from '#shared/messages';", 'messages'],
  ])('%s may: %s', async (filePath, line, name) => {
    expect(await refusedImports(filePath, line + use(name))).toEqual([]);
  });
});
