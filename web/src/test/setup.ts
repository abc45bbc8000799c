import '@testing-library/jest-dom/vitest';

import { configure } from '@testing-library/react';

// These tests render Cloudscape pages in jsdom with React's development build: CPU-bound work that takes a
// second here and many times that on a machine shared with other heavy processes. The limits below only
// say when a test is stuck; what a test asserts and how soon it looks again do not change.
// - A test may run for 30 s, as the pages' heaviest files already allowed themselves.
// - findBy and waitFor keep looking for 10 s (they stop as soon as what they look for is there).
// - A beforeAll that loads a file's lazy chunks, so its tests never wait on a compile, may take 2 minutes.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

// A Flashbar that showed a message in a file's last test sets its entering state on a 115 ms timer
// (Cloudscape's TIMEOUT_FOR_ENTERING_ANIMATION). Let every such timer fire before the file's jsdom is torn
// down: timers fire in order of when they are due, so one due later than any of them runs after them all.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));
