/**
 * The admin's pending list is a chunk of its own in each layout: below 688 px the cards
 * (`admin-cards.tsx`), above it the table (`pending-table.tsx`). A phone then neither downloads nor runs
 * Cloudscape's Table, its collection hooks and pagination (issue 28: the first visit's main-thread time),
 * and a desktop not the cards. `preloadPage` (app.tsx) asks for the one the screen shows with the page.
 */
import { phoneQuery } from '#web/hooks/use-media-query';

export const loadPendingCards = () => import('./admin-cards');
export const loadPendingTable = () => import('./pending-table');

/** The list this screen shows now. */
export const loadPendingList = (): Promise<unknown> =>
  typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches
    ? loadPendingCards()
    : loadPendingTable();
