import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { ApiError } from '../api/api-error';
import { makeTestUser, renderPage } from '../test/render-page';
import { useSubmit } from './use-submit';

function SendButton(props: { action(): Promise<string | void>; onError?(error: unknown): void }) {
  const [busy, send] = useSubmit(props.action, props.onError);
  return (
    <button type="button" onClick={() => send()}>
      {busy ? 'Sending' : 'Send'}
    </button>
  );
}

const flashTexts = () =>
  createWrapper(document.body)
    .findFlashbar()!
    .findItems()
    .map((item) => item.findContent()!.getElement().textContent);

describe('useSubmit', () => {
  it('sends once while busy, then shows the success in the Flashbar', async () => {
    // Prepare
    let answer: (text: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await renderPage(<SendButton action={action} />, { user: makeTestUser('student') });
    const button = screen.getByRole('button', { name: 'Send' });
    // Act: a double click, both before React renders again, then once more while it shows busy
    button.click();
    button.click();
    (await screen.findByRole('button', { name: 'Sending' })).click();
    answer('Saved.');
    // Assess
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(flashTexts()).toEqual(['Saved.']);
  });

  it("shows a refusal by its code's text and lets the user send again", async () => {
    // Prepare
    const action = vi.fn(() =>
      Promise.reject(new ApiError(409, 'You already have a request for that date.', [], 'request.dateTaken')),
    );
    await renderPage(<SendButton action={action} />, { user: makeTestUser('student') });
    // Act
    screen.getByRole('button', { name: 'Send' }).click();
    // Assess
    await waitFor(() =>
      expect(flashTexts()).toEqual(['You already have a request for that date. Choose another date.']),
    );
    // Act
    (await screen.findByRole('button', { name: 'Send' })).click();
    // Assess
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it('hands a failure to onError instead of the Flashbar when given one', async () => {
    // Prepare
    const failure = new ApiError(0, 'offline');
    const onError = vi.fn();
    await renderPage(<SendButton action={() => Promise.reject(failure)} onError={onError} />, {
      user: makeTestUser('student'),
    });
    // Act
    screen.getByRole('button', { name: 'Send' }).click();
    // Assess
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(flashTexts()).toEqual([]);
  });
});
