/**
 * The analytics page (issue 16): it asks for the last seven days, shows each chart's numbers as a table,
 * sorts the keepers' scorecards, and a keeper's page has no scorecards.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, within } from '@testing-library/react';

import type { AnalyticsAnswer } from '#shared/answers/analytics';

import { localToday } from '../../components/format';
import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import AnalyticsPage from './analytics-page';
import { datesOf } from './analytics-range';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const noWait = { count: 0 };
function answerFor(from: string, to: string, scope: 'hostel' | 'keeper'): AnalyticsAnswer {
  const day = (date: string, created: number) => ({
    date,
    created,
    allotted: created,
    completed: created - 1,
    rejected: 0,
    turnedBack: 1,
    allotWait: { count: created, median: 60, p90: 120 },
    completeWait: noWait,
  });
  return {
    scope,
    from,
    to,
    days: [day(from, 2), day(to, 5)],
    weeks: [{ monday: from, allotWait: { count: 7, median: 60, p90: 120 }, completeWait: noWait }],
    totals: {
      created: 7,
      allotted: 7,
      completed: 5,
      rejected: 0,
      turnedBack: 2,
      onRequestedDay: 4,
      ratingCount: 0,
      complaints: 0,
      allotWait: noWait,
      completeWait: noWait,
    },
    floors: [{ name: '3', count: 7 }],
    times: [{ name: '10:00', count: 7 }],
    keepers:
      scope === 'hostel'
        ? [
            {
              _id: 'a',
              name: 'Ada',
              completed: 1,
              ratingCount: 1,
              rating: 4,
              complaints: 0,
              turnedBack: 2,
              onRequestedDay: 1,
            },
            {
              _id: 'b',
              name: 'Bea',
              completed: 4,
              ratingCount: 0,
              complaints: 1,
              turnedBack: 0,
              onRequestedDay: 2,
            },
          ]
        : [],
  };
}

function answering(scope: 'hostel' | 'keeper') {
  api.mockReset();
  api.mockImplementation((_routeId, options) => {
    const { from, to } = (options as unknown as { query: { from: string; to: string } }).query;
    return Promise.resolve({ status: 200, data: answerFor(from, to, scope) });
  });
}

describe('the analytics page', () => {
  it("asks for the last seven days and shows the requests chart's numbers as a table", async () => {
    answering('hostel');
    const week = datesOf({ type: 'relative', key: 'last-7', amount: 7, unit: 'day' })!;

    await renderPage(<AnalyticsPage />, { user: makeTestUser('admin') });

    expect(await screen.findByRole('heading', { name: 'Requests per day' })).toBeVisible();
    expect(api).toHaveBeenCalledWith('analytics', { query: week });
    expect(week.to).toBe(localToday());
    const table = screen.getByRole('table', { name: 'Requests per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateCreatedAllottedCompletedRejectedTurned back',
      expect.stringMatching(/22101$/),
      expect.stringMatching(/55401$/),
    ]);
  });

  it("sorts the keepers' scorecards, most completed first until another column is chosen", async () => {
    answering('hostel');
    await renderPage(<AnalyticsPage />, { user: makeTestUser('admin') });
    await screen.findByRole('table', { name: 'Roomkeepers' });
    const wrapper = createWrapper(document.body)
      .findAllTables()
      .find((found) => found.getElement().querySelector('table[aria-label="Roomkeepers"]'))!;
    const names = () => wrapper.findRows().map((row) => row.findAll('th, td')[0]!.getElement().textContent);

    expect(names()).toEqual(['Bea', 'Ada']);
    wrapper.findColumnSortingArea(5)!.click();
    expect(names()).toEqual(['Bea', 'Ada']);
    wrapper.findColumnSortingArea(5)!.click();
    expect(names()).toEqual(['Ada', 'Bea']);
  });

  it('shows a keeper their own numbers without scorecards', async () => {
    answering('keeper');

    await renderPage(<AnalyticsPage />, { user: makeTestUser('roomkeeper') });

    expect(await screen.findByText('Your own numbers over the chosen days.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Roomkeepers' })).toBeNull();
  });
});
