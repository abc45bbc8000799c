import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { DaysOffDialog } from './days-off-dialog';
import { OwnDaysOff } from './own-days-off';

vi.mock('../../api/client', () => import('../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });

const keeperId = '20000000-0000-4000-8000-000000000001';
const page = () => createWrapper(document.body);

/** Serves the stored days off, and changes them as the server would. */
function serve(initial: string[]) {
  let dates = [...initial];
  api.mockImplementation((routeId, options) => {
    if (routeId === 'setDayOff') {
      const { date, off } = (options as unknown as { body: { date: string; off: boolean } }).body;
      dates = off ? [...dates, date].sort() : dates.filter((one) => one !== date);
    }
    return Promise.resolve({ status: 200, data: { keeperId, dates } });
  });
}

beforeEach(() => {
  api.mockReset();
});

describe('days off', () => {
  it('a keeper adds a day off on their profile and removes one', async () => {
    // Prepare
    serve(['2030-06-03']);
    await renderPage(<OwnDaysOff />, { user: makeTestUser('roomkeeper') });
    const tokens = () => page().findTokenGroup()?.findTokens() ?? [];
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(api).toHaveBeenCalledWith('daysOff', { query: {} });

    // Act: add
    page().findDatePicker()!.setInputValue('2030/06/01');
    screen.getByRole('button', { name: 'Add day off' }).click();

    // Assess
    await waitFor(() => expect(tokens()).toHaveLength(2));
    expect(api).toHaveBeenCalledWith('setDayOff', { body: { date: '2030-06-01', off: true } });

    // Act: remove the later one
    tokens()[1]!.findDismiss().click();

    // Assess
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(api).toHaveBeenCalledWith('setDayOff', { body: { date: '2030-06-03', off: false } });
  });

  it("an admin sees and changes a keeper's days off by the keeper's id", async () => {
    // Prepare
    serve([]);
    await renderPage(<DaysOffDialog keeper={{ _id: keeperId, name: 'Kim Keeper' }} onDismiss={() => {}} />, {
      user: makeTestUser('admin'),
    });

    // Assess
    expect(await screen.findByText('No days off marked.')).toBeInTheDocument();
    expect(screen.getByText('Days off of Kim Keeper')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('daysOff', { query: { keeperId } });

    // Act
    page().findDatePicker()!.setInputValue('2030/07/01');
    screen.getByRole('button', { name: 'Add day off' }).click();

    // Assess
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('setDayOff', { body: { keeperId, date: '2030-07-01', off: true } }),
    );
    await waitFor(() => expect(page().findTokenGroup()?.findTokens()).toHaveLength(1));
  });
  it('an admin marks every Sunday of a range and is told of a day with cleanings already scheduled', async () => {
    // Prepare
    api.mockImplementation((routeId) =>
      Promise.resolve({
        status: 200,
        data:
          routeId === 'setDaysOffRange'
            ? {
                keeperId,
                dates: ['2030-06-02', '2030-06-09'],
                changed: [
                  { date: '2030-06-02', scheduled: 0 },
                  { date: '2030-06-09', scheduled: 2 },
                ],
              }
            : { keeperId, dates: [] },
      }),
    );
    await renderPage(<DaysOffDialog keeper={{ _id: keeperId, name: 'Kim Keeper' }} onDismiss={() => {}} />, {
      user: makeTestUser('admin'),
    });
    await screen.findByText('No days off marked.');

    // Act
    page().findExpandableSection()!.findExpandButton().click();
    const [, from, to] = page().findAllDatePickers();
    from!.setInputValue('2030/06/01');
    to!.setInputValue('2030/06/14');
    page().findRadioGroup()!.findInputByValue('weekly')!.click();
    (await screen.findByRole('checkbox', { name: 'Sunday' })).click();
    screen.getByRole('button', { name: 'Mark as days off' }).click();

    // Assess
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('setDaysOffRange', {
        body: { keeperId, from: '2030-06-01', to: '2030-06-14', weekdays: [0], off: true },
      }),
    );
    expect(await screen.findByText('2 days are marked as days off.')).toBeInTheDocument();
    expect(screen.getByText(/2 cleanings are already scheduled to this roomkeeper/)).toBeInTheDocument();
    await waitFor(() => expect(page().findTokenGroup()?.findTokens()).toHaveLength(2));
  });
});
