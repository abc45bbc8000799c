import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { callApi } from '../../api/client';
import { makeTestUser, renderPage } from '../../test/render-page';
import { CalendarLink } from './calendar-link';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const first = 'https://hostel.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const second = 'https://hostel.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function answers(...made: string[]) {
  api.mockImplementation(((id: string) => {
    if (id === 'calendarFeedState') return Promise.resolve({ status: 200, data: { active: false } });
    if (id === 'revokeCalendarFeed') return Promise.resolve({ status: 200, data: { active: false } });
    const url = made.shift()!;
    return Promise.resolve({
      status: 201,
      data: { active: true, createdAt: '2030-05-15T10:00:00.000Z', url },
    });
  }) as unknown as typeof callApi);
}

const button = (text: string) => screen.getByRole('button', { name: text });

beforeEach(() => api.mockReset());

describe('calendar link', () => {
  it('reads nothing until opened, then makes, replaces and revokes the link, showing each URL once', async () => {
    // Prepare
    answers(first, second);
    await renderPage(<CalendarLink role="student" />, { user: makeTestUser('student') });
    expect(api).not.toHaveBeenCalled();
    // Act
    createWrapper(document.body).findExpandableSection()!.findExpandButton().click();
    // Assess
    expect(await screen.findByText('You have no calendar link.')).toBeInTheDocument();
    // Act
    button('Make a calendar link').click();
    // Assess
    expect(await screen.findByText(first)).toBeInTheDocument();
    expect(screen.getByText('Copy your link now: it is shown only this once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy calendar link' })).toBeInTheDocument();
    expect(screen.getByText(/^You have a calendar link, made on /)).toBeInTheDocument();
    // Act
    button('Replace link').click();
    // Assess
    expect(await screen.findByText(second)).toBeInTheDocument();
    expect(screen.queryByText(first)).toBeNull();
    // Act
    button('Revoke link').click();
    // Assess
    expect(await screen.findByText('You have no calendar link.')).toBeInTheDocument();
    expect(screen.queryByText(second)).toBeNull();
    await waitFor(() =>
      expect(api.mock.calls.map(([id]) => id)).toEqual([
        'calendarFeedState',
        'makeCalendarFeed',
        'makeCalendarFeed',
        'revokeCalendarFeed',
      ]),
    );
  });

  it('tells a roomkeeper that their feed holds their scheduled cleans', async () => {
    answers();
    await renderPage(<CalendarLink role="roomkeeper" />, { user: makeTestUser('roomkeeper') });
    expect(await screen.findByText(/shows your scheduled cleans in your calendar app/)).toBeInTheDocument();
  });
});
