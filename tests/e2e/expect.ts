/** Small assertions for the browser suite; each throws with what it saw, so a failure explains itself. */
import type { Locator, Page } from 'playwright-core';

async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

async function path(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  const matches = () => {
    const current = new URL(page.url()).pathname;
    return typeof expected === 'string' ? current === expected : expected.test(current);
  };
  const deadline = Date.now() + timeout;
  while (!matches()) {
    if (Date.now() > deadline)
      throw new Error(`Expected the path ${String(expected)}, but the page is at ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

function equal<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

function truthy(value: unknown, what: string): void {
  if (!value) throw new Error(`Expected ${what}`);
}

/** What `read` answers once it answers something truthy (a mail the stream feed has yet to send, say). */
async function eventually<T>(read: () => T | undefined, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Expected ${what} within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const expect = { visible, hidden, path, equal, truthy, eventually };
