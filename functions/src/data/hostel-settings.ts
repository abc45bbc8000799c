/**
 * A hostel's settings, stored on its hostel item beside its counters: the request rules (one attribute
 * each, so a change names only what it changes) and `rulesVersion`, raised by every change of a rule. A
 * create reads the rules, checks the request against them, and commits only while `rulesVersion` is still
 * the one it read (`rulesUnchanged`), so no request is stored under rules that were already replaced.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { RegistrationMode } from '#shared/domain';
import { capacityOf, keeperCapacitySetting } from '#shared/effort';
import { defaultAlerts, type HostelAlerts } from '#shared/hostel-alerts';
import { defaultRules, type RequestRules } from '#shared/request-rules';
import { defaultRetention, type RetentionSettings } from '#shared/retention';
import {
  hostelAlerts,
  type hostelSettingsBody,
  requestRules,
  retentionSettings,
} from '#shared/schemas/hostel-settings';
import type * as z from '#shared/schemas/zod';

import { type AuditActor, auditPut } from './audit-log';
import { isRegistrationMode } from './hostels';
import { type PhotoSettings, photoSettingsOf } from './photo-settings';
import { db, tableName } from './store/client';
import { keys } from './store/keys';
import { transact, type TransactItem } from './store/transact';

export type SettingsChange = z.infer<typeof hostelSettingsBody>;

const ruleNames = Object.keys(defaultRules) as (keyof RequestRules)[];
const alertNames = Object.keys(defaultAlerts) as (keyof HostelAlerts)[];
const retentionNames = Object.keys(defaultRetention) as (keyof RetentionSettings)[];
/** Settings that are not request rules: changing them leaves a create's rules version as it was. */
const notRules: readonly string[] = [
  ...alertNames,
  'registration',
  keeperCapacitySetting,
  'photoRequired',
  'photoRetentionDays',
  ...retentionNames,
];

/** The rules stored on a hostel item; a rule never set (or unreadable) is the default. */
export function rulesOf(item: Record<string, unknown> | undefined): RequestRules {
  const rules: Record<string, unknown> = { ...defaultRules };
  for (const name of ruleNames) {
    const stored = requestRules.shape[name].safeParse(item?.[name]);
    if (stored.success) rules[name] = stored.data;
  }
  return rules as unknown as RequestRules;
}

/** The alerts stored on a hostel item; one never set (or unreadable) is the default. */
export function alertsOf(item: Record<string, unknown> | undefined): HostelAlerts {
  const alerts: Record<string, unknown> = { ...defaultAlerts };
  for (const name of alertNames) {
    if (item === undefined || !(name in item)) continue;
    const stored = hostelAlerts.shape[name].safeParse(item[name]);
    if (stored.success) alerts[name] = stored.data;
  }
  return alerts as unknown as HostelAlerts;
}

/** The retention periods stored on a hostel item (issue 34); one never set (or unreadable) is the default. */
export function retentionOf(item: Record<string, unknown> | undefined): RetentionSettings {
  const retention: Record<string, unknown> = { ...defaultRetention };
  for (const name of retentionNames) {
    const stored = retentionSettings.shape[name].safeParse(item?.[name]);
    if (stored.success) retention[name] = stored.data;
  }
  return retention as unknown as RetentionSettings;
}

export interface HostelSettings {
  rules: RequestRules;
  alerts: HostelAlerts;
  /** The version a create checks the rules by; 0 while they were never changed. */
  rulesVersion: number;
  /** How self-registrations are taken; a hostel stored before there was a choice takes them for approval. */
  registration: RegistrationMode;
  /** A roomkeeper's minutes of work a day unless their own is set (issue 30). */
  keeperMinutesPerDay: number;
  /** Photo proof (issue 32). */
  photos: PhotoSettings;
  /** How long closed requests, feedback and the audit log are kept (issue 34). */
  retention: RetentionSettings;
}

const settingsOf = (item: Record<string, unknown> | undefined): HostelSettings => ({
  rules: rulesOf(item),
  alerts: alertsOf(item),
  rulesVersion: Number(item?.rulesVersion ?? 0),
  registration: isRegistrationMode(item?.registration) ? item.registration : 'approval',
  keeperMinutesPerDay: capacityOf(
    typeof item?.[keeperCapacitySetting] === 'number' ? item[keeperCapacitySetting] : undefined,
    undefined,
  ),
  photos: photoSettingsOf(item),
  retention: retentionOf(item),
});

/** The hostel's settings; a hostel not stored has the defaults. */
export async function getSettings(hostelId: string): Promise<HostelSettings> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.hostel(hostelId) }));
  return settingsOf(Item);
}

/** Only the hostel's request rules (a reschedule's check): what `getSettings` reads, less to bundle. */
export async function getRules(hostelId: string): Promise<RequestRules> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.hostel(hostelId) }));
  return rulesOf(Item);
}

/**
 * Sets the settings `change` names on the hostel (a hostel that is not there is a broken invariant) and
 * answers all of them as they now are. The audit log's entry (who, which settings, their new values) is
 * put in the same transaction, so it records exactly the changes that were made; the settings are then
 * read back consistently, since a transaction answers no attributes.
 */
export async function changeSettings(by: AuditActor, change: SettingsChange): Promise<HostelSettings> {
  const hostelId = by.hostelId;
  const named = Object.entries(change).filter(([, value]) => value !== undefined);
  const rulesChange = named.some(([name]) => !notRules.includes(name));
  const sets = named.map((_, index) => `#n${index} = :v${index}`);
  if (rulesChange) sets.push('rulesVersion = if_not_exists(rulesVersion, :zero) + :one');
  const now = new Date().toISOString();
  await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.hostel(hostelId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET ${[...sets, 'updatedAt = :now'].join(', ')}`,
        ...(named.length > 0
          ? {
              ExpressionAttributeNames: Object.fromEntries(
                named.map(([name], index) => [`#n${index}`, name]),
              ),
            }
          : {}),
        ExpressionAttributeValues: {
          ...Object.fromEntries(named.map(([, value], index) => [`:v${index}`, value])),
          ...(rulesChange ? { ':zero': 0, ':one': 1 } : {}),
          ':now': now,
        },
      },
    },
    auditPut(
      by,
      { action: 'settings', changes: named.map(([name, value]) => ({ name, value: textOf(value) })) },
      now,
    ),
  ]);
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.hostel(hostelId), ConsistentRead: true }),
  );
  return settingsOf(Item);
}

/** A setting's value as the log shows it: text as it is, anything else as JSON. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The check, inside a create's transaction, that the hostel's rules are still those of `version`. */
export function rulesUnchanged(hostelId: string, version: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.hostel(hostelId),
      ConditionExpression: version === 0 ? 'attribute_not_exists(rulesVersion)' : 'rulesVersion = :version',
      ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
    },
  };
}
