/**
 * The local runtime's stand-in for the cloud's hourly schedule: it runs the scheduled job's own function
 * (`functions/src/jobs/scheduled-work.ts`) at every minute boundary, so overdue requests are told of soon
 * after they go overdue on one machine. The morning mail still goes once a day: the job claims it per
 * hostel and date. A run never overlaps the previous one; the next boundary is taken after it ends.
 */
export interface Timer {
  stop: () => void;
}

const minute = 60_000;

/** Runs `work` at each boundary of `every` ms from now on until stopped; a failed run is reported, not fatal. */
export function onEachBoundary(
  work: () => Promise<unknown>,
  report: (error: unknown) => void,
  every = minute,
): Timer {
  let timeout: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timeout = setTimeout(
      () => {
        work().catch(report).finally(next);
      },
      every - (Date.now() % every),
    );
    timeout.unref();
  };
  next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timeout);
    },
  };
}
