/**
 * The language a signed-in user reads is the one their mail is written in: it is kept on their profile.
 * Signing in shows the site in the stored language, so it follows the account to another device. A page
 * opened with a session already there (a reload, a link with `?lng=`) keeps the language it shows and
 * stores it if it differs, as does picking another in the language menu.
 */
import { useEffect } from 'react';

import type { User } from '#shared/domain';
import { isLanguage, type Language } from '#shared/languages';

import i18n from '../i18n';

type CallApi = typeof import('../api/client').callApi;

/** Stores `language` on the profile; a failure leaves the mail language as it was, nothing else. */
async function store(callApi: CallApi, language: Language, onStored: (user: User) => void) {
  try {
    const { data } = await callApi('updateUser', { body: { language } });
    onStored(data.data);
  } catch {
    // Offline or signed out meanwhile: the next choice or sign-in stores it.
  }
}

export function useLanguageSync(
  user: User | null,
  callApi: CallApi | undefined,
  onStored: (user: User) => void,
  /** Whether this user has just signed in here (rather than a page opened with their session). */
  signedIn: { readonly current: boolean },
): void {
  useEffect(() => {
    if (!user || !callApi) return;
    const reading = i18n.resolvedLanguage ?? '';
    if (signedIn.current && user.language && user.language !== reading)
      void i18n.changeLanguage(user.language);
    else if (isLanguage(reading) && reading !== user.language) void store(callApi, reading, onStored);
    // Only when another user signs in: later changes are the menu's, below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?._id, callApi]);

  useEffect(() => {
    if (!user || !callApi) return;
    const onChange = (language: string) => {
      if (isLanguage(language) && language !== user.language) void store(callApi, language, onStored);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [user, callApi, onStored]);
}
