import { setRegistrationMode } from '../data/hostels';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/**
 * Sets how the admin's own hostel takes self-registrations: 200 {registration}. Students already waiting
 * stay waiting whatever the new mode; the admin approves or declines them as before.
 */
export const updateHostelSettings: RouteLogic<'updateHostelSettings'> = async ({ body, user }) => {
  await setRegistrationMode(user.hostelId, body.registration);
  return ok({ registration: body.registration });
};

export const handler = createHandler('updateHostelSettings', updateHostelSettings);
