/**
 * Where the one-time push offer (issue 33) appears, in the shell's notifications: after this person's
 * first action on this device (a student's request, a keeper's Start, Done or turn-back, an admin's
 * allotment or rejection), never on a first visit, when they were never asked before. Only this listener
 * loads with the shell; the offer and the push code load after that first action, and the offer shows on
 * the next page the person opens: whether it can help is known only after its code has loaded and asked
 * the browser, and a banner arriving then above the page they acted on moved that page under their next
 * tap (a student's second request lost its first tap on the time field).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

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
  const { key: page } = useLocation();
  /** The page (its location's key) the first action was taken on. */
  const [actedOn, setActedOn] = useState<string>();
  useEffect(() => {
    if (actedOn !== undefined || answeredBefore(userId)) return undefined;
    return onActed((routeId) => firstActions.has(routeId) && setActedOn(page));
  }, [userId, page, actedOn]);
  if (actedOn === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PushOffer userId={userId} showing={page !== actedOn} />
    </Suspense>
  );
}
