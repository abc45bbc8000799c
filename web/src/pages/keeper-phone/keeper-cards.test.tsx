/**
 * The photo picker above a started card's Done comes in the same commit as the button, so Done never
 * moves under the keeper's tap (issue 32's picker, found in the browser suite: a tap meant for Done landed
 * on the picker that had just pushed it down).
 */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';

import { localToday } from '#web/components/format';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { makeRequest } from '../dashboard/test-requests';
import { KeeperCards } from './keeper-cards';

let startAt: (at: string) => void = () => {};

function StartedLater() {
  const [startedAt, setStartedAt] = useState<string>();
  startAt = setStartedAt;
  const request = makeRequest({ requestStatus: 'Scheduled', date: localToday(), startedAt });
  return (
    <KeeperCards
      rows={[{ request }]}
      today={localToday()}
      busyId={undefined}
      startedAt={(shown) => shown.startedAt}
      waiting={() => false}
      onStart={vi.fn()}
      onDone={vi.fn()}
      onCantClean={vi.fn()}
      photos={() => []}
      onPhotos={vi.fn()}
    />
  );
}

describe("the keeper's cards", () => {
  it('show the photo picker and Done together once a card is started', async () => {
    await renderPage(<StartedLater />, { user: makeTestUser('roomkeeper') });
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    // The picker's chunk is asked for while the card still offers Start.
    await vi.dynamicImportSettled();

    act(() => startAt('2030-05-14T09:05:00.000Z'));

    // In the same render as Done, not a moment later above it.
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByText('Photos (optional)')).toBeInTheDocument();
  });
});
