import { getHostel } from '../data/hostels';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** The admin's hostel's settings: 200 {registration}, the mode a hostel that never chose one has included. */
export const hostelSettings: RouteLogic<'hostelSettings'> = async ({ user }) => {
  const hostel = await getHostel(user.hostelId);
  return ok({ registration: hostel?.registration ?? 'approval' });
};

export const handler = createHandler('hostelSettings', hostelSettings);
