/**
 * The browser first, while Lighthouse measures. Its simulation multiplies each of the page's main-thread
 * tasks by four (a phone's CPU), by the task's wall time. Here the API runtime, DynamoDB Local, the HTTP/2
 * front and Lighthouse itself run on the same machine as the browser, and every moment the page's thread
 * waits for a core they hold is multiplied as if it were the page's own work: on a two-core machine the
 * admin dashboard's tasks took 1.5–2.5× their thread time (issue 28). A phone runs none of them, so they
 * run at a lower priority than the browser: every thread of this process and of its other descendants
 * (Linux, where a priority is a thread's; elsewhere nothing changes).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The priority (nice value) the rest runs at: below the browser's, and any user may lower one to it. */
const lower = 10;

const threads = (pid: number) => readdirSync(`/proc/${pid}/task`).map(Number);
/** The processes that any of a process's threads started. */
const children = (pid: number, tids: number[]) =>
  tids.flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');

/**
 * Lowers the priority of a process (this one unless told) and its descendants, leaving out every process
 * whose command line `isBrowser` names and those it started. Returns how to put the priorities back where
 * the system lets it (raising one again may need a privilege; then it stays lower, with nothing left to run
 * beside it).
 */
export function browserFirst(
  isBrowser: (commandLine: string) => boolean,
  from: number = process.pid,
): () => void {
  if (!existsSync('/proc/self/task')) return () => {};
  const lowered: { tid: number; was: number }[] = [];
  const visit = (pid: number) => {
    try {
      if (pid !== from && isBrowser(commandLine(pid))) return;
      const tids = threads(pid);
      for (const tid of tids) {
        const was = getPriority(tid);
        if (was >= lower) continue;
        setPriority(tid, lower);
        lowered.push({ tid, was });
      }
      children(pid, tids).forEach(visit);
    } catch {
      // The process or thread ended while it was visited: nothing to lower.
    }
  };
  visit(from);
  return () => {
    for (const { tid, was } of lowered)
      try {
        setPriority(tid, was);
      } catch {
        // Ended, or not allowed back up.
      }
  };
}
