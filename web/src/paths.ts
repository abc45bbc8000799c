/** The app's routes (spec §2), named once so links, redirects and the side navigation agree. */
import type { Role } from '#shared/domain';

export const paths = {
  about: '/about',
  auth: '/auth',
  login: '/auth/login',
  registration: '/auth/registration',
  forgotPassword: '/auth/forgot-password',
  logout: '/logout',
  terms: '/terms',
  home: '/',
  dashboard: (role: Role) => `/dashboard/${role}`,
  cleanRequests: '/clean-requests',
  userProfile: '/user-profile',
  ratings: '/ratings',
  complaints: '/complaints',
  suggestions: '/suggestions',
  manageStudents: '/manage/student',
  manageRoomkeepers: '/manage/roomkeeper',
  daySheet: '/manage/day-sheet',
  settings: '/settings',
  /** The hostel's admin audit log (issue 34). */
  auditLog: '/audit-log',
  analytics: '/analytics',
  builder: '/builder',
  rooms: '/rooms',
  roomBoard: '/room-board',
  room: (roomId: string) => `/rooms/${roomId}`,
  recurring: '/cleaning-schedules',
  /** A door's QR code (issue 33) opens this, as `doorPath` of #shared/doors spells it. */
  door: (code: string) => `/r/${code}`,
  doorSheet: '/door-codes',
  error: (variant: ErrorVariant) => `/error/error-v${variant}`,
  /** The API reference (issue 34), public. */
  developers: '/developers',
} as const;

export const errorVariants = [1, 2, 3, 4, 5, 6] as const;
export type ErrorVariant = (typeof errorVariants)[number];
/** Where unknown routes go (spec §2). */
export const notFoundPath = paths.error(5);
