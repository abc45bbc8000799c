import AppLayout from '@cloudscape-design/components/app-layout';
import { screen } from '@testing-library/react';

import type { DataOf } from '#web/api/client';
import { api } from '#web/test/api-mock';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { TimelinePanel } from './timeline-panel';

vi.mock('#web/api/client', () => import('#web/test/api-mock'));

/** The panel lives in the shell's app layout, as the split panel must. */
const panel = (
  <AppLayout
    content={null}
    splitPanel={<TimelinePanel requestId="r1" />}
    splitPanelOpen
    onSplitPanelToggle={() => undefined}
  />
);

const keeper = { by: 'k1', byName: 'Kai Keeper', status: 'Scheduled' as const };

function serve(history: DataOf<'requestTimeline'>['history']) {
  const data: DataOf<'requestTimeline'> = {
    _id: 'r1',
    room: '204',
    floor: '2',
    date: '2030-05-14',
    time: '09:00',
    studentName: 'Sam Student',
    requestStatus: 'Scheduled',
    history,
  };
  api.mockResolvedValue({ status: 200, data });
}

describe('the request timeline', () => {
  it('shows when a keeper tapped an action sent later, and when it reached the server', async () => {
    serve([
      { ...keeper, action: 'start', at: '2030-05-14T09:25:00.000Z', tappedAt: '2030-05-14T09:02:00.000Z' },
    ]);
    await renderPage(panel, { user: makeTestUser('admin') });

    const tapped = await screen.findByText((_, element) => element?.tagName === 'TIME');
    expect(tapped).toHaveAttribute('dateTime', '2030-05-14T09:02:00.000Z');
    expect(screen.getByText(/^Reached the server at .+ \(sent later from the phone\)$/)).toBeInTheDocument();
  });

  it('shows one time when the action arrived within a minute of the tap', async () => {
    serve([
      { ...keeper, action: 'start', at: '2030-05-14T09:02:40.000Z', tappedAt: '2030-05-14T09:02:00.000Z' },
    ]);
    await renderPage(panel, { user: makeTestUser('admin') });

    const tapped = await screen.findByText((_, element) => element?.tagName === 'TIME');
    expect(tapped).toHaveAttribute('dateTime', '2030-05-14T09:02:00.000Z');
    expect(screen.queryByText(/Reached the server/)).toBeNull();
  });

  it("shows a keeper's scan of the room's door code as proof of presence (issue 33)", async () => {
    serve([
      { ...keeper, action: 'scan', at: '2030-05-14T09:01:00.000Z' },
      { ...keeper, action: 'start', at: '2030-05-14T09:02:00.000Z' },
    ]);
    await renderPage(panel, { user: makeTestUser('admin') });

    expect(await screen.findByText("Kai Keeper scanned the room's door code")).toBeInTheDocument();
    expect(screen.getByText('Started by Kai Keeper')).toBeInTheDocument();
  });
});
