/**
 * Maintenance reports (issue 32; docs/data-design.md "Maintenance reports"): one item per report, written
 * whole on its `version`, listed by its reporter and by the board's column of its status. Returns domain
 * values; the rules are in `domain/maintenance.ts`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { MaintenanceCategory, MaintenanceStatus, MaintenanceUrgency } from '#shared/maintenance';
import { maintenanceLimits } from '#shared/maintenance';

import { db, tableName } from './store/client';
import { maintenanceKeys } from './store/maintenance-keys';
import { queryPage } from './store/page';
import type { TransactItem } from './store/transact';

export interface MaintenanceChange {
  at: string;
  byName: string;
  status: MaintenanceStatus;
  assignee?: string;
  note?: string;
}

export interface MaintenanceReport {
  id: string;
  hostelId: string;
  roomId: string;
  building: string;
  floor: string;
  number: string;
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  text: string;
  status: MaintenanceStatus;
  assignee?: string;
  note?: string;
  reporterId: string;
  reporterName: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  history: MaintenanceChange[];
  olderEntries?: number;
  /** Keys of the reporter's photos (issue 32), in the photo bucket. */
  photos?: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function changeOf(entry: Record<string, unknown>): MaintenanceChange {
  const assignee = text(entry.assignee);
  const note = text(entry.note);
  return {
    at: String(entry.at),
    byName: String(entry.byName),
    status: entry.status as MaintenanceStatus,
    ...(assignee ? { assignee } : {}),
    ...(note ? { note } : {}),
  };
}

export function reportOf(item: Record<string, unknown>): MaintenanceReport {
  const assignee = text(item.assignee);
  const note = text(item.note);
  const older = Number(item.olderEntries ?? 0);
  return {
    id: String(item.id),
    hostelId: String(item.hostelId),
    roomId: String(item.roomId),
    building: String(item.building),
    floor: String(item.floor),
    number: String(item.number),
    category: item.category as MaintenanceCategory,
    urgency: item.urgency as MaintenanceUrgency,
    text: String(item.text),
    status: item.status as MaintenanceStatus,
    ...(assignee ? { assignee } : {}),
    ...(note ? { note } : {}),
    reporterId: String(item.reporterId),
    reporterName: String(item.reporterName),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
    history: Array.isArray(item.history) ? (item.history as Record<string, unknown>[]).map(changeOf) : [],
    ...(older > 0 ? { olderEntries: older } : {}),
    ...(Array.isArray(item.photos) && item.photos.length > 0 ? { photos: item.photos.map(String) } : {}),
  };
}

/** The report `reportId` of the hostel: one GetItem; another hostel's id is missing, as its key names the hostel. */
export async function getReport(hostelId: string, reportId: string): Promise<MaintenanceReport | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: maintenanceKeys.report(hostelId, reportId) }),
  );
  return Item ? reportOf(Item) : undefined;
}

/**
 * The Put of the report as it now is: a new one on its id being free, a changed one on the version it was
 * read at (`seenVersion`), so of two admins changing it at once only the first wins. The history keeps the
 * newest entries and counts the rest.
 */
export function reportPut(report: MaintenanceReport, seenVersion?: number): TransactItem {
  const overflow = Math.max(0, report.history.length - maintenanceLimits.history);
  const stored = {
    ...report,
    history: report.history.slice(overflow),
    olderEntries: (report.olderEntries ?? 0) + overflow,
  };
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...maintenanceKeys.report(report.hostelId, report.id),
        ...maintenanceKeys.listEntries(report),
        entity: 'MaintenanceReport',
        ...stored,
      },
      ...(seenVersion === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :seen',
            ExpressionAttributeValues: { ':seen': seenVersion },
          }),
    },
  };
}

export interface ReportPage {
  items: MaintenanceReport[];
  cursor?: string;
}

/** One page of a user's own reports, newest first: one Query of their reporter partition. */
export async function reportsOf(userId: string, cursor: string | undefined): Promise<ReportPage> {
  const page = await queryPage(maintenanceKeys.ofReporter(userId), {
    list: 'maintenanceMine',
    newestFirst: true,
    limit: maintenanceLimits.page,
    cursor,
  });
  return { ...page, items: page.items.map(reportOf) };
}

/**
 * One page of a column of the hostel's board: one Query of its status partition. New and in-progress
 * reports oldest first (the longest waiting on top); fixed and won't-fix newest first.
 */
export async function boardColumn(
  hostelId: string,
  status: MaintenanceStatus,
  cursor: string | undefined,
  limit: number = maintenanceLimits.page,
): Promise<ReportPage> {
  const page = await queryPage(maintenanceKeys.ofBoard(hostelId, status), {
    list: 'maintenanceBoard',
    newestFirst: status === 'fixed' || status === 'wontFix',
    limit,
    cursor,
  });
  return { ...page, items: page.items.map(reportOf) };
}
