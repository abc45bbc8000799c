/** Requests as the dashboards receive them, for component tests. */
import type { ListedRequest } from '#shared/domain';

import type { DataOf } from '../../api/client';

/** The admin's dashboard also reads its overdue requests: none, unless a test says otherwise. */
export const noneOverdue: DataOf<'overdueRequests'> = {
  count: 0,
  more: false,
  pendingBefore: '2030-01-15#08:00',
  scheduledBefore: '2030-01-15',
  items: [],
};

let counter = 0;

export function makeRequest(overrides: Partial<ListedRequest> = {}): ListedRequest {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    _id: `10000000-0000-4000-8000-${suffix}`,
    hostelId: 'hostel-1',
    studentId: '00000000-0000-4000-8000-000000000003',
    studentName: 'Demo student',
    room: `1${String(counter).padStart(2, '0')}`,
    floor: '1',
    date: '2030-05-14',
    time: '09:30',
    requestStatus: 'Pending',
    createdAt: '2030-05-01T08:00:00.000Z',
    updatedAt: '2030-05-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
