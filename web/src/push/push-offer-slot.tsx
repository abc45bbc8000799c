/**
 * Where the one-time push offer (issue 33) appears, in the shell's notifications: after this person's
 * first action on this device (a student's request, a keeper's Start, Done or turn-back, an admin's
 * allotment or rejection), never on a first visit, when they were never asked before. Only this listener
 * loads with the shell; the offer and the push code load after that first action.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

import type { RouteId } from '#shared/routes';

import { onActed } from '../api/acted';

const PushOffer = lazy(() => import('./push-offer').then((module) => ({ default: module.PushOffer })));

/** The actions after which push is offered: the ones whose outcome someone is later told of. */
const firstActions = new Set<RouteId>([
  'createRequest',
  'startRequest',
  'completeRequest',
  'rejectRequest',
  'allotRequest',
  'bulkAllot',
]);

/**
 * Where this device remembers that the person answered the offer. Per user id in the browser's storage,
 * not on the server: push is turned on per device, so a person asked on their phone is asked again on a
 * computer, and someone else signing in on the same browser is asked for themselves.
 */
export const pushOfferKey = (userId: string) => `hostel-clean.push-offer.${userId}`;

function answeredBefore(userId: string): boolean {
  try {
    return localStorage.getItem(pushOfferKey(userId)) !== null;
  } catch {
    // Storage refused (a locked-down browser): asking at every page load would nag, so never ask.
    return true;
  }
}

export function PushOfferSlot({ userId }: { userId: string }) {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (answeredBefore(userId)) return undefined;
    return onActed((routeId) => firstActions.has(routeId) && setActed(true));
  }, [userId]);
  if (!acted) return null;
  return (
    <Suspense fallback={null}>
      <PushOffer userId={userId} />
    </Suspense>
  );
}
