import { siteBuildEnv } from './web-build';

describe("the site's build by the runtime", () => {
  it("runs without a test runner's variables, which would build another site", () => {
    const env = siteBuildEnv({
      PATH: '/usr/bin',
      DATA_DIR: '/tmp/data',
      VITEST: 'true',
      VITEST_POOL_ID: '1',
      VITEST_WORKER_ID: '3',
      NODE_ENV: 'test',
    });
    expect(env).toEqual({ PATH: '/usr/bin', DATA_DIR: '/tmp/data' });
  });
});
