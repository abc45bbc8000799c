import { screen } from '@testing-library/react';

import { ApiError } from '#web/api/api-error';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../dashboard/test-requests';
import { KeeperSync } from './keeper-sync';
import { doneAction } from './phone-action';

const request = makeRequest({ requestStatus: 'Scheduled', room: '204', date: '2030-05-14' });

describe('the keeper’s offline banner', () => {
  it('says the phone is offline, since when the list is shown, and how many actions wait', async () => {
    const sync = { online: false, waiting: 2, failed: [], dismissFailed: vi.fn() };
    await renderPage(<KeeperSync sync={sync} fetchedAt="2030-05-14T09:41:00.000Z" />, {
      user: makeTestUser('roomkeeper'),
    });

    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(
      screen.getByText(/The list is as fetched at .+\. 2 actions wait to be sent\./),
    ).toBeInTheDocument();
  });

  it('shows a queued action the server refused, with the reason, until the keeper dismisses it', async () => {
    const action = doneAction(request, undefined);
    const refused = new ApiError(409, 'no longer yours', undefined, 'action.noLongerYours');
    const dismissFailed = vi.fn();
    await renderPage(
      <KeeperSync sync={{ online: true, waiting: 0, failed: [{ action, error: refused }], dismissFailed }} />,
      { user: makeTestUser('roomkeeper') },
    );

    expect(screen.getByText('Room 204, May 14, 2030: your action was not applied')).toBeInTheDocument();
    expect(screen.getByText(/no longer allotted to you, so your action was not applied/)).toBeInTheDocument();
    screen.getByRole('button', { name: /dismiss/i }).click();
    expect(dismissFailed).toHaveBeenCalledWith(action.body.actionId);
  });

  it('shows an action id the server found used for another action as a refusal', async () => {
    const action = doneAction(request, undefined);
    const refused = new ApiError(409, 'id reused', undefined, 'action.idReused');
    await renderPage(
      <KeeperSync
        sync={{ online: true, waiting: 0, failed: [{ action, error: refused }], dismissFailed: vi.fn() }}
      />,
      { user: makeTestUser('roomkeeper') },
    );

    expect(screen.getByText('Room 204, May 14, 2030: your action was not applied')).toBeInTheDocument();
    expect(screen.getByText(/already used for another action, so it was not applied/)).toBeInTheDocument();
  });
});
