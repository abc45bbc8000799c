/**
 * The side navigation of spec §2/§6 as data: Dashboard, Clean Requests, User Profile, Layout Builder and
 * Sign Out for everyone; Feedback, Analytics and the Room Board only for roomkeepers and admins; Manage Users, Rooms, Cleaning schedules, Hostel Settings and the Audit log only for admins. A student
 * whose registration awaits approval gets only what works for them: the waiting page, their profile and
 * Sign Out. The breadcrumbs and the window title are derived from the same entries.
 */
import type { Role } from '#shared/domain';

import { paths } from '../../paths';

export type NavKey =
  | 'dashboard'
  | 'cleanRequests'
  | 'userProfile'
  | 'feedback'
  | 'ratings'
  | 'complaints'
  | 'suggestions'
  | 'manageUsers'
  | 'roomkeepers'
  | 'students'
  | 'daySheet'
  | 'settings'
  | 'auditLog'
  | 'analytics'
  | 'rooms'
  | 'roomBoard'
  | 'recurring'
  | 'layoutBuilder'
  | 'waiting'
  | 'signOut';

export interface NavLink {
  key: NavKey;
  href: string;
}

export interface NavGroup {
  key: NavKey;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/** Where the staff's pages are, by their entry. */
const staffHrefs = {
  ratings: paths.ratings,
  complaints: paths.complaints,
  suggestions: paths.suggestions,
  analytics: paths.analytics,
  roomkeepers: paths.manageRoomkeepers,
  students: paths.manageStudents,
  daySheet: paths.daySheet,
  rooms: paths.rooms,
  roomBoard: paths.roomBoard,
  settings: paths.settings,
  auditLog: paths.auditLog,
  recurring: paths.recurring,
} satisfies Partial<Record<NavKey, string>>;
type StaffKey = keyof typeof staffHrefs;

const link = (key: StaffKey): NavLink => ({ key, href: staffHrefs[key] });
const group = (key: NavKey, children: StaffKey[]): NavGroup => ({ key, children: children.map(link) });

export function navEntries(role: Role, awaitingApproval = false): NavEntry[] {
  if (awaitingApproval)
    return [
      { key: 'waiting', href: paths.dashboard(role) },
      { key: 'userProfile', href: paths.userProfile },
      { key: 'signOut', href: paths.logout },
    ];
  const entries: NavEntry[] = [
    { key: 'dashboard', href: paths.dashboard(role) },
    { key: 'cleanRequests', href: paths.cleanRequests },
    { key: 'userProfile', href: paths.userProfile },
  ];
  if (role === 'admin' || role === 'roomkeeper')
    entries.push(
      group('feedback', ['ratings', 'complaints', 'suggestions']),
      link('analytics'),
      link('roomBoard'),
    );
  if (role === 'admin')
    entries.push(
      group('manageUsers', ['roomkeepers', 'students', 'daySheet']),
      link('rooms'),
      link('recurring'),
      link('settings'),
      link('auditLog'),
    );
  entries.push({ key: 'layoutBuilder', href: paths.builder }, { key: 'signOut', href: paths.logout });
  return entries;
}

/** The entry for a path and the group above it. Feedback pages count even when the menu hides them. */
export function activeEntry(role: Role, pathname: string): { link: NavLink; group?: NavGroup } | undefined {
  const all = navEntries('admin').map((entry) =>
    isGroup(entry) ? entry : entry.key === 'dashboard' ? { ...entry, href: paths.dashboard(role) } : entry,
  );
  for (const entry of all) {
    if (!isGroup(entry)) {
      if (entry.href === pathname) return { link: entry };
      continue;
    }
    const link = entry.children.find((child) => child.href === pathname);
    if (link) return { link, group: entry };
  }
  return undefined;
}
