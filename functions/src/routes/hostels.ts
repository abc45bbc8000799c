import { listHostels } from '../data/hostels';
import { createHandler } from '../http/create-handler';
import { ok, type Reply } from '../http/reply';

/** Hostel names for the registration form. */
export async function hostels(): Promise<Reply> {
  return ok({ data: await listHostels() });
}

export const handler = createHandler('hostels', hostels);
