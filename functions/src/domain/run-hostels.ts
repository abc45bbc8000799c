/**
 * The hostels a scheduled run walks (`jobs/scheduled-work.ts`), each with its settings: read once for
 * all the run's work, the overdue notices and the morning mail alike.
 */
import type { Hostel } from '#shared/domain';

import { getSettings, type HostelSettings } from '../data/hostel-settings';
import { listHostels } from '../data/hostels';
import { describeError, log } from '../log';

export interface RunHostel extends Hostel {
  settings: HostelSettings;
}

export async function runHostels(): Promise<RunHostel[]> {
  const hostels: RunHostel[] = [];
  // Hostels are few (one deployment, one hostel group); one after another keeps the load on the table flat.
  for (const hostel of await listHostels()) {
    try {
      hostels.push({ ...hostel, settings: await getSettings(hostel.id) });
    } catch (error) {
      // One hostel's failure leaves the others' work alone; the next run is the next chance.
      log.error('scheduled work skipped a hostel', { hostelId: hostel.id, ...describeError(error) });
    }
  }
  return hostels;
}
