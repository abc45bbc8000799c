/** Domain types shared by the web app and the handlers. */
import type { RequestStatus } from './status';

export const roles = ['admin', 'roomkeeper', 'student'] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the API answers it (`GET /api/auth/getuser` → `{ data: user }`). */
export interface User {
  _id: string;
  name: string;
  firstname: string;
  lastname: string;
  occupation: string;
  email: string;
  phone: string;
  /** A data URL of the profile image, or absent for the blank avatar. */
  profileimg?: string;
  role: Role;
  /** The hostel's display name, as the spec's client sends it back in `?hostel`. */
  hostel: string;
  hostelId: string;
  room?: string;
  floor?: string;
}

export interface Hostel {
  id: string;
  name: string;
}

export interface RejectReason {
  name: string;
  message: string;
}

export interface HistoryEntry {
  at: string;
  by: string;
  byName: string;
  action: 'create' | 'allot' | 'reject' | 'complete' | 'delete' | 'release';
  status: RequestStatus;
  note?: string;
}

export interface CleanRequest {
  _id: string;
  hostelId: string;
  studentId: string;
  studentName: string;
  room: string;
  floor: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  message?: string;
  requestStatus: RequestStatus;
  /** The allotted roomkeeper's name (spec §3). */
  roomkeeper?: string;
  roomKeeperId?: string;
  rejectReason?: RejectReason;
  timeIn?: string;
  timeOut?: string;
  rated?: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
  history: HistoryEntry[];
}

/** A page of a list that can grow; `cursor` is absent on the last page. */
export interface Page<T> {
  items: T[];
  cursor?: string;
}
