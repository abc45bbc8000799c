/** What the dashboard routes answer (DESIGN §3; see functions/src/routes/*-dashboard.ts). */
import type { CleanRequest, RejectReason } from '#shared/domain';

/** A pending request; one a keeper gave back carries who rejected it and why, for Re-Allot. */
export type PendingRequest = CleanRequest & { rejectData?: RejectReason };

export interface AdminDashboardAnswer {
  /** Completed requests of the hostel. */
  requests: number;
  students: number;
  roomkeepers: number;
  data: PendingRequest[];
  cursor?: string;
}

export interface KeeperRow {
  request: CleanRequest;
  studentData: { email: string; phone: string };
}

export interface RoomkeeperDashboardAnswer {
  /** Requests this keeper completed. */
  requests: number;
  complaints: number;
  scheduled: number;
  data: KeeperRow[];
  cursor?: string;
}

/** A student's open request; a scheduled one carries its roomkeeper's contact and picture. */
export type StudentRequest = CleanRequest & { email?: string; phone?: string; profileimg?: string };

export interface StudentDashboardAnswer {
  requests: number;
  scheduled: number;
  completed: number;
  data: StudentRequest[];
}

/** `GET /api/allotRequest`: the hostel's roomkeepers. */
export interface KeeperOption {
  _id: string;
  name: string;
}

/** `GET /api/schedule`: one of a keeper's scheduled requests on the chosen date. */
export interface ScheduleSlot {
  _id: string;
  room: string;
  floor: string;
  time: string;
}
