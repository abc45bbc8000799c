/**
 * What the auth page tests share: a user who types without timers between keystrokes, the alerts above
 * a form, and the setup of every file (`callApi` and `loadConfig` are mocked by each test file).
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { callApi } from '../../api/client';
import { loadConfig } from '../../config';

// Keystrokes follow each other at once: a timer between two only lets a busy machine fall further behind.
export const typist = () => userEvent.setup({ delay: null });

/**
 * Puts `text` into the field labelled `label` in one input event, as a paste or the browser's autofill
 * does. The forms check a value as a whole, so a render per keystroke would only multiply the work.
 */
export async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export const alertText = (container: HTMLElement) =>
  createWrapper(container)
    .findAllAlerts()
    .map((alert) => alert.findContent().getElement().textContent);

export function prepareAuthPages() {
  // Typing through user-event into a whole form, with lazy pages, takes longer than the default 5 s here.
  vi.setConfig({ testTimeout: 30_000 });
  // The pages are lazy chunks. Compiled on first visit, they could outlast findBy on a busy machine;
  // loaded here, a visit waits for React only.
  beforeAll(() =>
    Promise.all([
      import('./auth-layout'),
      import('./login-page'),
      import('./registration-page'),
      import('./forgot-password-page'),
      import('./reset-password-page'),
    ]),
  );
  beforeEach(() => {
    vi.mocked(callApi).mockReset();
    vi.mocked(loadConfig).mockResolvedValue({ apiBase: '/api', demo: false });
  });
}
