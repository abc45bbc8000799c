/**
 * Notifications older than a hostel's period (issue 34; `data/retention-notes.ts`): only a period shorter
 * than a notification's 60 days leaves any to delete, so only such a hostel's people are walked.
 */
import {
  deleteNotes,
  noteBatch,
  noteKeptDays,
  noteRoles,
  type NotesPlace,
  notesPlaceWrite,
  oldNotes,
  peoplePage,
} from '../data/retention-notes';
import { transact } from '../data/store/transact';
import { type Budget, type HostelRetention, spend } from './retention-budget';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the hostel's notifications sent before `cutoff`, from the stored place on; a run out of budget
 * keeps the page it stopped in (walked again next time, finding its deletions gone). False when stopped.
 */
export async function retainNotes(
  hostelId: string,
  stored: NotesPlace | undefined,
  cutoff: Date,
  now: Date,
  budget: Budget,
  result: HostelRetention,
): Promise<boolean> {
  if (cutoff.getTime() <= now.getTime() - noteKeptDays * dayMs) return true;
  const at = now.toISOString();
  const before = cutoff.toISOString();
  let place: NotesPlace = stored ?? { role: 0 };
  while (place.role < noteRoles.length) {
    const page = await peoplePage(hostelId, noteRoles[place.role]!, place.listKey);
    for (const id of page.ids)
      for (;;) {
        const notes = await oldNotes(id, before);
        if (notes.length === 0) break;
        if (!spend(budget)) {
          await transact([notesPlaceWrite(hostelId, place, at)]);
          return false;
        }
        await deleteNotes(id, notes);
        result.deleted += notes.length;
        if (notes.length < noteBatch) break;
      }
    place = page.lastKey ? { role: place.role, listKey: page.lastKey } : { role: place.role + 1 };
  }
  if (stored) await transact([notesPlaceWrite(hostelId, undefined, at)]);
  return true;
}
