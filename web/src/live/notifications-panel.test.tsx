/** The bell's panel: each entry's time on its own line, not run into the sentence (issue 28). */
import { screen } from '@testing-library/react';

import { callApi } from '../api/client';
import { formatInstant } from '../components/format';
import { makeTestUser, renderPage } from '../test/render-page';
import { NotificationsPanel } from './notifications-panel';

vi.mock(import('../api/client'), async (original) => ({ ...(await original()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const at = '2026-11-26T14:05:00.000Z';

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(
    (routeId) =>
      Promise.resolve(
        routeId === 'listNotifications'
          ? {
              status: 200,
              data: {
                items: [
                  {
                    id: 'n1',
                    kind: 'assigned',
                    at,
                    read: false,
                    requestId: '00000000-0000-4000-8000-0000000000aa',
                    room: '101',
                    date: '2026-11-27',
                    time: '10:00',
                    studentName: 'Sam Student',
                  },
                ],
              },
            }
          : { status: 200, data: {} },
      ) as never,
  );
});

describe('NotificationsPanel', () => {
  it("puts an entry's time on a line of its own below the sentence", async () => {
    // Act
    await renderPage(<NotificationsPanel onOpenRequest={() => undefined} />, {
      user: makeTestUser('roomkeeper'),
    });

    // Assess
    const sentence = await screen.findByRole('link', { name: /^New cleaning: room 101/ });
    const time = screen.getByText(formatInstant(at, 'en'));
    const entry = sentence.closest('li')!;
    const lineOf = (element: HTMLElement) => [...entry.children].find((line) => line.contains(element));
    expect(lineOf(sentence)?.tagName).toBe('DIV');
    expect(lineOf(time)?.tagName).toBe('DIV');
    expect(lineOf(sentence)).not.toBe(lineOf(time));
    expect(time.closest('time')).toHaveAttribute('dateTime', at);
  });
});

describe('NotificationsPanel, the job’s cleans left Pending (issue 31)', () => {
  it('says one clean in the singular and several in the plural', async () => {
    // Prepare
    const note = (id: string, count: number) => ({
      id,
      kind: 'unplaced',
      at,
      read: false,
      count,
      date: '2026-11-30',
    });
    api.mockImplementation(
      (routeId) =>
        Promise.resolve(
          routeId === 'listNotifications'
            ? { status: 200, data: { items: [note('n1', 1), note('n2', 3)] } }
            : { status: 200, data: {} },
        ) as never,
    );

    // Act
    await renderPage(<NotificationsPanel onOpenRequest={() => undefined} />, { user: makeTestUser('admin') });

    // Assess
    expect(
      await screen.findByText(
        '1 request of cleaning schedules from Nov 30, 2026 on could not be allotted automatically: it waits as Pending.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 requests of cleaning schedules from Nov 30, 2026 on could not be allotted automatically: they wait as Pending.',
      ),
    ).toBeInTheDocument();
  });
});
