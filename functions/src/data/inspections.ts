/**
 * Inspections and re-cleans (issue 32), as stored: the inspection item `REQUEST#<id>` / `INSPECTION` (once
 * per request) and what an inspection or a re-clean reads in one BatchGet; the write that marks the clean
 * it is about is a change of the request (`changeWrite`, action `inspect` or `reclean`). Who may inspect and what a failure makes are the domain's (`domain/inspections.ts`).
 */
import type { CleanRequest } from '#shared/domain';
import { canonicalTimeZone } from '#shared/request-dates';
import { defaultRoomTypes, type RoomType } from '#shared/rooms';

import { storedLists } from './checklists';
import { toCleanRequest } from './requests';
import { typeOf } from './room-types';
import { batchGet } from './store/batch-get';
import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** An inspection's result of one checklist item (a default item has no name: the site names it). */
export interface ItemResult {
  id: string;
  name?: string;
  pass: boolean;
}

export interface Inspection {
  requestId: string;
  at: string;
  by: string;
  byName: string;
  passed: boolean;
  results: ItemResult[];
  note?: string;
  recleanId?: string;
  /** Keys of the inspector's photos in the photo bucket, each of the hostel. */
  photos?: string[];
}

export const toInspection = (item: Record<string, unknown>): Inspection => ({
  requestId: String(item.requestId),
  at: String(item.at),
  by: String(item.by),
  byName: String(item.byName),
  passed: item.passed === true,
  results: Array.isArray(item.results) ? (item.results as ItemResult[]) : [],
  ...(typeof item.note === 'string' ? { note: item.note } : {}),
  ...(typeof item.recleanId === 'string' ? { recleanId: item.recleanId } : {}),
  ...(Array.isArray(item.photos) ? { photos: item.photos.map(String) } : {}),
});

/** The inspection's Put: refused (a failed condition) when the request has one already. */
export const inspectionPut = (hostelId: string, inspection: Inspection): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.inspection(inspection.requestId), entity: 'Inspection', hostelId, ...inspection },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** What an inspection or a re-clean reads of its request and hostel, all at once. */
export interface RecleanReads {
  request?: CleanRequest;
  /** The stored item's `recleanId` and `recleanFor` are not part of the domain request. */
  requestItem?: Record<string, unknown>;
  inspection?: Inspection;
  lists: ReturnType<typeof storedLists>;
  types: RoomType[];
  timeZone: string;
  /** The request's rating and complaint items, when asked for. */
  feedback: Record<string, unknown>[];
}

/**
 * One BatchGet: the request, its inspection, the hostel's checklists, room types and time zone, and (for
 * a re-clean from feedback) the request's rating and complaint. Another hostel's request is the caller's
 * to refuse: its hostel is known only once read.
 */
export async function readForReclean(
  hostelId: string,
  requestId: string,
  withFeedback = false,
): Promise<RecleanReads> {
  const feedbackKeys = withFeedback
    ? [keys.feedback(requestId, 'RATING'), keys.feedback(requestId, 'COMPLAINT')]
    : [];
  const found = await batchGet([
    keys.request(requestId),
    keys.inspection(requestId),
    keys.checklists(hostelId),
    keys.roomTypes(hostelId),
    keys.hostel(hostelId),
    ...feedbackKeys,
  ]);
  const at = (pk: string, sk: string) => found.find((item) => item.pk === pk && item.sk === sk);
  const requestItem = at(`REQUEST#${requestId}`, 'REQUEST');
  const inspectionItem = at(`REQUEST#${requestId}`, 'INSPECTION');
  const typesItem = at(`HOSTEL#${hostelId}`, 'ROOMTYPES');
  const zone = at(`HOSTEL#${hostelId}`, 'HOSTEL')?.timeZone;
  return {
    ...(requestItem ? { request: toCleanRequest(requestItem), requestItem } : {}),
    ...(inspectionItem ? { inspection: toInspection(inspectionItem) } : {}),
    lists: storedLists(at(`HOSTEL#${hostelId}`, 'CHECKLISTS')),
    types: Array.isArray(typesItem?.types)
      ? (typesItem.types as Record<string, unknown>[]).map(typeOf)
      : defaultRoomTypes.map((type) => ({ ...type })),
    // A hostel that never chose a zone keeps the default rules' UTC (as `hostelTimeZone` reads it).
    timeZone: (typeof zone === 'string' && canonicalTimeZone(zone)) || 'UTC',
    feedback: found.filter((item) => item.entity === 'Feedback'),
  };
}
