/**
 * Domain types shared by the web app and the handlers. The shapes are the API's answers, declared once
 * as schemas in `answers/entities.ts`; the types here are read off them (a type-only import, so the site
 * loads no zod for them).
 */
import type * as entities from './answers/entities';
import type * as z from './schemas/zod';

export const roles = ['admin', 'roomkeeper', 'student'] as const;
export type Role = (typeof roles)[number];

/**
 * How a hostel takes self-registrations (DESIGN §9): an admin approves each one (the default, also for a
 * hostel that never chose), every registration joins at once, or none is taken.
 */
export const registrationModes = ['approval', 'open', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

/** The signed-in user as the API answers it (`GET /api/auth/getuser` → `{ data: user }`). */
export type User = z.infer<typeof entities.user>;
export type Hostel = z.infer<typeof entities.hostel>;
export type RejectReason = z.infer<typeof entities.rejectReason>;
export type HistoryEntry = z.infer<typeof entities.historyEntry>;
export type CleanRequest = z.infer<typeof entities.cleanRequest>;
/** A request as lists carry it: without its history. */
export type ListedRequest = z.infer<typeof entities.listedRequest>;
/** A pending request on the admin's dashboard, with `rejectData` when a keeper gave it back. */
export type PendingRequest = z.infer<typeof entities.pendingRequest>;
/** A student's open request, with the roomkeeper's contact once scheduled. */
export type StudentRequest = z.infer<typeof entities.studentRequest>;
/** A roomkeeper's scheduled request with the student's email and phone. */
export type KeeperRow = z.infer<typeof entities.keeperRow>;
export type FeedbackItem = z.infer<typeof entities.feedbackItem>;
export type ManagedStudent = z.infer<typeof entities.managedStudent>;
export type ManagedRoomkeeper = z.infer<typeof entities.managedRoomkeeper>;
export type WaitingStudent = z.infer<typeof entities.waitingStudent>;
export type KeeperOption = z.infer<typeof entities.keeperOption>;
export type ScheduleSlot = z.infer<typeof entities.scheduleSlot>;

/** A page of a list that can grow; `cursor` is absent on the last page. */
export interface Page<T> {
  items: T[];
  cursor?: string;
}
