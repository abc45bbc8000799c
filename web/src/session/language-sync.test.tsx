/**
 * The language a signed-in user reads is stored on their profile (it is the language of their mail):
 * the first sign-in stores the one shown, a stored one is shown on sign-in, a page opened with the session
 * keeps (and stores) its language, and the menu's choice is stored.
 */
import { act, renderHook, waitFor } from '@testing-library/react';

import type { User } from '#shared/domain';

import i18n, { i18nReady } from '../i18n';
import { makeTestUser } from '../test/render-page';
import { useLanguageSync } from './language-sync';

const callApi = vi.fn();
const onStored = vi.fn();

beforeEach(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  callApi.mockReset();
  onStored.mockReset();
  callApi.mockImplementation((_id: string, { body }: { body: { language: string } }) =>
    Promise.resolve({
      status: 200,
      data: { data: makeTestUser('student', { language: body.language as 'en' }) },
    }),
  );
});

const sync = (user: User, signedIn = true) =>
  renderHook(() => useLanguageSync(user, callApi as never, onStored, { current: signedIn }));

it('stores the language shown when the user has none yet', async () => {
  // Act
  sync(makeTestUser('student'));

  // Assess
  await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
  expect(callApi.mock.calls).toEqual([['updateUser', { body: { language: 'en' } }]]);
});

it('shows the stored language on sign-in without storing it again', async () => {
  // Act
  sync(makeTestUser('student', { language: 'ja' }));

  // Assess
  await waitFor(() => expect(i18n.resolvedLanguage).toBe('ja'));
  expect(callApi).not.toHaveBeenCalled();
});

it('keeps the language of a page opened with the session, and stores it', async () => {
  // Prepare
  await i18n.changeLanguage('es');

  // Act
  sync(makeTestUser('student', { language: 'ja' }), false);

  // Assess
  await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
  expect(callApi.mock.calls).toEqual([['updateUser', { body: { language: 'es' } }]]);
  expect(i18n.resolvedLanguage).toBe('es');
});

it('stores what the language menu picks', async () => {
  // Prepare
  sync(makeTestUser('student', { language: 'en' }));

  // Act
  await act(() => i18n.changeLanguage('fr'));

  // Assess
  await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
  expect(callApi.mock.calls).toEqual([['updateUser', { body: { language: 'fr' } }]]);
});
