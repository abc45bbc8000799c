/** The retention run's budget (issue 34): batches it may still write, and whether the Lambda has time. */
export interface Budget {
  left: number;
  hasTime: () => boolean;
}

/** Takes one batch from the budget: false when none is left, and the run stops where it is. */
export const spend = (budget: Budget) => {
  if (budget.left <= 0 || !budget.hasTime()) return false;
  budget.left -= 1;
  return true;
};

/** What a run did for one hostel. */
export interface HostelRetention {
  hostelId: string;
  anonymized: number;
  /** Audit entries and notifications deleted. */
  deleted: number;
  /** False when the run stopped before this hostel's old items were all done. */
  done: boolean;
}
