/**
 * What a phone's first screen can do without mounts after the first paint, one part a task (issue 28).
 * Lighthouse's total blocking time counts every task's time past 50 ms, and React commits a render in one
 * task: the admin dashboard's first render committed the shell, the page and its cards in one task of
 * 0.5–1 s at a phone's speed, and its title painted only after it. Each part waiting here mounts in a
 * transition of its own, the next only once the one before is committed and painted, so each commit is a
 * shorter task of its own and the title paints first. Wider screens mount everything at once.
 */
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

import { onPhone } from '../hooks/use-media-query';

/** A part that has not committed by then (it waits for a chunk) lets the next one go. */
const longestWaitMs = 1000;

type Part = () => void;
const waiting: Part[] = [];
/** The part mounting now, and the timer that lets the next go if it takes too long. */
let mounting: { part: Part; timer: ReturnType<typeof setTimeout> } | undefined;

function mounted(part: Part) {
  if (mounting?.part !== part) return;
  clearTimeout(mounting.timer);
  mounting = undefined;
  mountNext();
}

/** After the next paint (a frame, then a task), the first part still waiting mounts. */
function mountNext() {
  if (mounting !== undefined) return;
  const next = waiting.shift();
  if (!next) return;
  mounting = { part: next, timer: setTimeout(() => mounted(next), longestWaitMs) };
  const inTask = () => setTimeout(() => startTransition(next), 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(inTask);
  else inTask();
}

/**
 * Its children on a phone once the parts before it have mounted, `placeholder` until then: keep the room
 * they take on the first screen, so that nothing there moves (layout shift). On a wider screen at once.
 */
export function MountLater({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [shown, setShown] = useState(() => !onPhone());
  const turn = useRef(false);
  useEffect(() => {
    if (shown) return undefined;
    let here = true;
    const show: Part = () => {
      turn.current = true;
      if (here) setShown(true);
      else mounted(show);
    };
    waiting.push(show);
    mountNext();
    return () => {
      here = false;
      // After the children's commit (this part's turn is over), or when the part goes before its turn.
      if (turn.current) mounted(show);
      else if (waiting.includes(show)) waiting.splice(waiting.indexOf(show), 1);
    };
  }, [shown]);
  return shown ? children : placeholder;
}
