/** The bench lowers the servers beside the browser, never the browser (`bench/priority.ts`, issue 28). */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';

import { browserFirst } from '../../bench/priority';

// A stand-in for the bench: it starts a server and a browser (each a Node process that waits) and, once
// both run, says their ids.
const bench = `
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const start = async (name) => {
  const child = spawn(process.execPath, ['-e', 'console.log(1); setInterval(() => {}, 1000)', name], { stdio: ['ignore', 'pipe', 'ignore'] });
  await once(child.stdout, 'data');
  return child.pid;
};
Promise.all([start('a-server'), start('the-browser-here')]).then(([server, browser]) =>
  console.log(JSON.stringify({ server, browser })));
setInterval(() => {}, 1000);
`;

const threadPriorities = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) => getPriority(Number(tid)));

describe.runIf(existsSync('/proc/self/task'))('browserFirst', () => {
  let parent: ChildProcess | undefined;
  const pids: number[] = [];
  afterEach(() => {
    for (const pid of pids.splice(0)) process.kill(pid);
    parent?.kill();
  });

  it('lowers every thread of the process and its descendants except the browser and what it started', async () => {
    parent = spawn(process.execPath, ['-e', bench], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
    const { server, browser } = JSON.parse(line.toString()) as { server: number; browser: number };
    pids.push(server, browser);
    const browserBefore = getPriority(browser);

    const restore = browserFirst((commandLine) => commandLine.includes('the-browser-here'), parent.pid);

    expect(threadPriorities(parent.pid!).every((priority) => priority === 10)).toBe(true);
    expect(threadPriorities(server).every((priority) => priority === 10)).toBe(true);
    expect(threadPriorities(server).length).toBeGreaterThan(1);
    expect(getPriority(browser)).toBe(browserBefore);
    expect(browserBefore).toBeLessThan(10);
    // Raising a priority back may need a privilege; where it does not, the bench's processes get theirs back.
    restore();
    expect(getPriority(browser)).toBe(browserBefore);
  });
});
