/**
 * Flashbar-backed notifications for API errors and successes (the spec only logs errors; users must see
 * them). `useNotify()` → `{ success(text), error(errorOrText) }`; `<Notifications />` shows the queue, in the
 * shell's notifications slot or above an auth form.
 */
import Flashbar from '@cloudscape-design/components/flashbar';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import type { ErrorCode } from '#shared/errors';
import type { MessageKey } from '#shared/messages';

import { isApiError } from '../api/api-error';
import { isUnavailable, onReachability } from '../api/reachability';
import { translateMessage } from '../i18n';
import { useNotifyState } from './notify-context';

export { NotificationsProvider } from './notify-context';

/**
 * Each caller of `useNotify()` is one source: its success takes away its own earlier error, and its
 * newer error replaces it.
 */
export interface Notify {
  success(text: string): void;
  /** An `ApiError` shows its (translated) message; a string is shown as given; anything else generically. */
  error(errorOrText: unknown): void;
}

const knownStatuses = ['400', '401', '403', '404', '409', '413', '429', '500'] as const;
type KnownStatus = (typeof knownStatuses)[number];
const isKnownStatus = (code: string): code is KnownStatus =>
  (knownStatuses as readonly string[]).includes(code);

/** Any `t` that reads the errors, codes and validation namespaces, e.g. `useTranslation(['auth', 'errors', 'codes', 'validation'])`. */
export type ErrorsT = (
  key:
    | 'errors:unexpected'
    | 'errors:network'
    | `errors:status.${KnownStatus}`
    | `validation:${MessageKey}`
    | `codes:${ErrorCode}`,
) => string;

/** What to tell the user about a failure, in their language: the refusal's code, else its status. */
export function describeError(t: ErrorsT, error: unknown): string {
  if (typeof error === 'string') return translateMessage(t, error);
  if (!isApiError(error)) return t('errors:unexpected');
  if (error.status === 0) return t('errors:network');
  if (error.code) return t(`codes:${error.code}`);
  // An answer without a code comes from something in front of the API (a proxy, the CDN).
  const status = String(Math.min(error.status, 500));
  return isKnownStatus(status) ? t(`errors:status.${status}`) : t('errors:unexpected');
}

export function useNotify(): Notify {
  const { t } = useTranslation(['errors', 'codes', 'validation']);
  const { push, clearErrors } = useNotifyState();
  const source = useId();
  return useMemo(
    () => ({
      success: (text: string) => {
        clearErrors((notice) => notice.source === source);
        push('success', text);
      },
      // A store that is down is not the user's error: a calm notice while the screen tries again.
      error: (errorOrText: unknown) =>
        push(isUnavailable(errorOrText) ? 'info' : 'error', describeError(t, errorOrText), {
          source,
          network: isApiError(errorOrText) && errorOrText.status === 0,
        }),
    }),
    [push, clearErrors, source, t],
  );
}

/** Errors go when the reader moves to another page, and "could not reach the server" when it answers. */
function useSettledErrors() {
  const { clearErrors } = useNotifyState();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    clearErrors();
  }, [pathname, clearErrors]);
  // Every answer reports reachability, so any answer settles a failure to reach the server.
  useEffect(() => onReachability(() => clearErrors((notice) => !!notice.network)), [clearErrors]);
}

export function Notifications() {
  const { t } = useTranslation('errors');
  const { notices, dismiss } = useNotifyState();
  useSettledErrors();
  return (
    <Flashbar
      items={notices.map((notice) => ({
        id: notice.id,
        type: notice.type,
        content: notice.text,
        ...(notice.type === 'info' ? { loading: true, ariaRole: 'status' as const } : {}),
        dismissible: true,
        dismissLabel: t('dismiss'),
        onDismiss: () => dismiss(notice.id),
      }))}
    />
  );
}
