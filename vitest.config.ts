// The cloud runs Node 24; this machine's Node 20 is still supported by the pinned SDK, so its notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { existsSync } from 'node:fs';

import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `unit` (handlers with aws-sdk-client-mock, no services), `api` (the real
 * handlers over DynamoDB Local, one fresh table per test file), `infra` (the CDK stack's assertions and
 * cdk-nag) and `web` (the site's components in jsdom). `npm test` runs them all;
 * `npx vitest run --project api` runs one.
 */
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: [
            'functions/**/*.test.ts',
            'shared/**/*.test.ts',
            'local/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          setupFiles: ['tests/helpers/unit-env.ts'],
          // The first ESLint or esbuild call of a file loads its toolchain, which a busy machine makes slow.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['tests/{api,authz,concurrency}/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-dynamo.ts'],
          setupFiles: ['tests/helpers/table-per-file.ts'],
          // A bound for a hang, not a speed check: a test of dozens of real calls over DynamoDB Local
          // takes tens of seconds on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          globals: true,
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // A file's beforeAll synthesizes the stack, which several files do at once on a busy machine.
          hookTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          globals: true,
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // A bound for a hang: a first render of a Cloudscape page in jsdom is slow on a busy machine.
          testTimeout: 30_000,
        },
      },
    ].filter((project) => !project.extends || existsSync(project.extends)),
  },
});
