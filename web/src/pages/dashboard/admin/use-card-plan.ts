/**
 * The keepers for the admin's pending cards (issue 28) and a suggested keeper for each card, with a
 * bounded number of calls whatever the list holds: the hostel's keepers once, and the bulk plan
 * (`POST /api/allotPlan`, the same rule as Auto-allot: least loaded that day, then one already on the
 * floor, then fewest completed this week; never the keeper who turned the request back, nor one on a day
 * off) for the loaded rows, one call per `maxBulkAllot` of them. Planned together, the cards' suggestions
 * spread the shown requests over the keepers instead of giving them all to the least loaded one.
 */
import { useMemo } from 'react';

import { maxBulkAllot } from '#shared/bulk-allot-limit';
import type { PendingRequest } from '#shared/domain';
import { callApi, type DataOf } from '#web/api/client';
import { useNotify } from '#web/components/notifications';
import { useApiQuery } from '#web/hooks/use-api-query';

export type PlannedRow = DataOf<'allotPlan'>['rows'][number];

export interface CardPlan {
  keepers: DataOf<'listRoomkeepers'>;
  /** Each pending request's suggestion and the keepers off on its date, by the request's id. */
  rows: Map<string, PlannedRow>;
}

export function useCardPlan(rows: readonly PendingRequest[] | undefined) {
  const notify = useNotify();
  // A new list (every dashboard load) plans again: loads change as others allot.
  const load = useMemo(() => {
    const ids = rows?.map((row) => row._id) ?? [];
    if (ids.length === 0) return undefined;
    return async (): Promise<CardPlan> => {
      const batches: string[][] = [];
      for (let at = 0; at < ids.length; at += maxBulkAllot) batches.push(ids.slice(at, at + maxBulkAllot));
      const [keepers, ...plans] = await Promise.all([
        callApi('listRoomkeepers', {}),
        ...batches.map((batch) => callApi('allotPlan', { body: { ids: batch } })),
      ]);
      return {
        keepers: keepers.data,
        rows: new Map(plans.flatMap((plan) => plan.data.rows.map((row) => [row.id, row] as const))),
      };
    };
  }, [rows]);
  return useApiQuery(load, notify.error);
}
