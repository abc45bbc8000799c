/**
 * The webhook events of other parts of the product than requests (issue 34), read, like a request's, from
 * the item the table's stream carries, so no handler has to announce them: a maintenance report at its
 * first version is `maintenance.reported`; an inspection item that did not pass is `inspection.failed`
 * (written once per request, on a condition). A receiver gets ids, place, kind and outcome — never the
 * reporter's words or name, nor an inspector's note. Pure.
 */
import { type ItemEvent, requestEventOf, text } from './webhook-events';

const withoutUndefined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const isTime = (value: string | undefined): value is string =>
  value !== undefined && !Number.isNaN(Date.parse(value));

/** A new maintenance report (its first version: a later change of it is no event). */
export function maintenanceEventOf(item: Record<string, unknown>): ItemEvent | undefined {
  // A report anonymized by retention (issue 34) is no new report, whatever its version.
  if (item.entity !== 'MaintenanceReport' || Number(item.version) !== 1 || item.anonymizedAt !== undefined)
    return undefined;
  const id = text(item.id);
  const hostelId = text(item.hostelId);
  const at = text(item.createdAt);
  if (!id || !hostelId || !isTime(at)) return undefined;
  const data = withoutUndefined({
    id,
    status: text(item.status),
    category: text(item.category),
    urgency: text(item.urgency),
    roomId: text(item.roomId),
    building: text(item.building),
    floor: text(item.floor),
    room: text(item.number),
    reporterId: text(item.reporterId),
  });
  return {
    event: 'maintenance.reported',
    hostelId,
    at,
    key: `maintenance:${id}:reported`,
    subject: 'maintenanceReport',
    data,
  };
}

/** An inspection that failed: the clean it was of, the checklist items failed and the re-clean it made. */
export function inspectionEventOf(item: Record<string, unknown>): ItemEvent | undefined {
  if (item.entity !== 'Inspection' || item.passed !== false || item.anonymizedAt !== undefined)
    return undefined;
  const requestId = text(item.requestId);
  const hostelId = text(item.hostelId);
  const at = text(item.at);
  if (!requestId || !hostelId || !isTime(at)) return undefined;
  const results = Array.isArray(item.results) ? (item.results as { id?: unknown; pass?: unknown }[]) : [];
  const data = withoutUndefined({
    requestId,
    passed: false,
    // The checklist items' ids (a default item's English word, or the admin's own item's id), not names.
    failedItems: results.filter((each) => each.pass === false).flatMap((each) => text(each.id) ?? []),
    recleanId: text(item.recleanId),
    inspectorId: text(item.by),
  });
  return {
    event: 'inspection.failed',
    hostelId,
    at,
    key: `inspection:${requestId}:failed`,
    subject: 'inspection',
    data,
  };
}

/** The event a stored item (of any kind) is, or undefined when it is none a hook may pick. */
export const itemEventOf = (item: Record<string, unknown>): ItemEvent | undefined =>
  requestEventOf(item) ?? maintenanceEventOf(item) ?? inspectionEventOf(item);
