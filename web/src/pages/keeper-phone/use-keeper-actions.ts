/**
 * Start, Done and Can't clean from the keeper's cards: one tap makes the action (its id and tap time)
 * and sends it. Without a connection the action waits on the phone, in order, and is sent when the
 * connection is back; one the server refuses then (the request was re-allotted meanwhile, say) stays on
 * screen until the keeper has read it. Can't clean first asks why, in its dialog. Photos chosen for a
 * clean go with its Done, and wait with it (issue 32).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { maxPhotosPerAction } from '#shared/photos';
import type { CantCleanReason } from '#shared/status';
import { useNotify } from '#web/components/notifications';

import type { CardActions } from './keeper-cards';
import {
  cantCleanAction,
  doneAction,
  type PhoneAction,
  type RoomProblem,
  sendAction,
  startAction,
} from './phone-action';
import { type FailedAction, noAnswer, sendWaiting } from './send-waiting';
import { useOnline } from './use-online';

export { type FailedAction, noAnswer } from './send-waiting';

/** How often actions that wait are sent again while the browser says it is online. */
const retryMs = 5000;

// The store (IndexedDB) loads with the first action or queue read, not with the page.
const loadStore = () => import('#web/offline/keeper-store');

export function useKeeperActions(reload: () => void, userId: string) {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const online = useOnline();
  const [busyId, setBusyId] = useState<string>();
  const [cantClean, setCantClean] = useState<ListedRequest>();
  const [waiting, setWaiting] = useState<PhoneAction[]>([]);
  const [failed, setFailed] = useState<FailedAction[]>([]);
  /** Photos the keeper chose per request, until Done takes them (issue 32). */
  const [chosen, setChosen] = useState<Record<string, File[]>>({});
  const flushing = useRef(false);

  const refreshWaiting = useCallback(async () => {
    setWaiting(await (await loadStore()).queued(userId));
  }, [userId]);

  /** Sends what waits, oldest first; stops at the first that still finds no connection. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const { answered, failed: refused, left } = await sendWaiting(userId);
      if (refused.length > 0) setFailed((shown) => [...shown, ...refused]);
      setWaiting(left);
      if (answered > 0) reload();
    } finally {
      flushing.current = false;
    }
  }, [reload, userId]);

  useEffect(() => {
    // A store that fails to open keeps no queue: actions are then only sent online, as they are taken.
    if (online) flush().catch(() => undefined);
    else refreshWaiting().catch(() => undefined);
  }, [online, flush, refreshWaiting]);

  // "Online" may come before the connection carries anything (a weak signal, a captive portal): while
  // actions wait, sending is tried again every few seconds.
  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    if (!online || !hasWaiting) return;
    const timer = setInterval(() => flush().catch(() => undefined), retryMs);
    return () => clearInterval(timer);
  }, [online, hasWaiting, flush]);

  const keep = useCallback(
    async (action: PhoneAction) => {
      await (await loadStore()).enqueue(userId, action);
      setCantClean(undefined);
      await refreshWaiting();
    },
    [refreshWaiting, userId],
  );

  const run = useCallback(
    async (action: PhoneAction, success: string) => {
      setBusyId(action.requestId);
      try {
        if (navigator.onLine) {
          await sendAction(action);
          notify.success(success);
          setCantClean(undefined);
          reload();
          return;
        }
      } catch (error) {
        // A refusal is told; no answer at all means the connection went, and the action waits.
        if (!noAnswer(error)) return notify.error(error);
      } finally {
        setBusyId(undefined);
      }
      await keep(action).catch(notify.error);
    },
    [keep, notify, reload],
  );

  /** Done with the chosen photos, re-encoded on this phone first (no location data leaves it). */
  const done = async (request: ListedRequest) => {
    const files = chosen[request._id] ?? [];
    if (files.length > maxPhotosPerAction) return;
    let photos: Blob[];
    try {
      const { reencodePhoto } = await import('#web/photos/reencode');
      photos = await Promise.all(files.map(reencodePhoto));
    } catch {
      return notify.error(new Error(t('photos.failed')));
    }
    await run(doneAction(request, startedAt(request), new Date(), photos), t('keeper.finished'));
    setChosen(({ [request._id]: _taken, ...others }) => others);
  };

  const waitingFor = (request: ListedRequest) => waiting.filter((action) => action.requestId === request._id);
  const startedAt = (request: ListedRequest) =>
    request.startedAt ?? waitingFor(request).find((action) => action.route === 'startRequest')?.body.at;
  const actions: CardActions = {
    busyId,
    startedAt,
    waiting: (request) => waitingFor(request).some((action) => action.route !== 'startRequest'),
    onStart: (request) => void run(startAction(request), t('keeper.started')),
    onDone: (request) => void done(request),
    photos: (request) => chosen[request._id] ?? [],
    onPhotos: (request, files) => setChosen((all) => ({ ...all, [request._id]: files })),
    waitingPhotos: (request) =>
      waitingFor(request).reduce(
        (count, action) => count + (action.route === 'completeRequest' ? (action.photos?.length ?? 0) : 0),
        0,
      ),
    onCantClean: setCantClean,
  };
  const giveBack = (reason: CantCleanReason, message: string, report?: RoomProblem) => {
    if (cantClean)
      void run(cantCleanAction(cantClean, reason, message, new Date(), report), t('cantClean.done'));
  };
  const dismissFailed = (actionId: string) =>
    setFailed((shown) => shown.filter((item) => item.action.body.actionId !== actionId));
  return {
    actions,
    cantClean,
    closeCantClean: () => setCantClean(undefined),
    giveBack,
    sync: { online, waiting: waiting.length, failed, dismissFailed },
  };
}
