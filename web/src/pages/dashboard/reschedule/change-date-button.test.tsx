import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { wallClock } from '#shared/hostel-alerts';
import { addDays } from '#shared/request-dates';
import { defaultRules } from '#shared/request-rules';
import { makeTestUser, renderPage } from '#web/test/render-page';

import { api } from '../../../test/api-mock';
import { makeRequest } from '../test-requests';
import { ChangeDateButton } from './change-date-button';

vi.mock('../../../api/client', () => import('../../../test/api-mock'));

vi.setConfig({ testTimeout: 30_000 });
// The dialog is a lazy chunk; loaded here, opening it waits for React only.
beforeAll(() => import('./reschedule-dialog'));

const today = wallClock('UTC', new Date()).date;
const day = addDays(today, 5);
const later = addDays(today, 6);

const page = () => createWrapper(document.body);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    if (routeId === 'requestRules') return Promise.resolve({ status: 200, data: defaultRules });
    const body = (options as unknown as { body: { id: string; date: string; time: string } }).body;
    // A Scheduled request moved to its keeper's day off comes back Pending.
    return Promise.resolve({
      status: 200,
      data: { ...makeRequest({ date: body.date, time: body.time }), requestStatus: 'Pending' },
    });
  });
});

describe("the admin's Change date/time", () => {
  it('is offered on an open request that has not started, and not on one that has', async () => {
    const started = {
      ...makeRequest({ requestStatus: 'Scheduled', date: day }),
      startedAt: '2030-01-01T08:00:00Z',
    };
    await renderPage(
      <>
        <ChangeDateButton request={makeRequest({ date: day })} onDone={() => undefined} />
        <ChangeDateButton request={started} onDone={() => undefined} />
      </>,
      { user: makeTestUser('admin') },
    );
    expect(await screen.findAllByRole('button', { name: /^Change the date or time of room/ })).toHaveLength(
      1,
    );
  });

  it('sends the new date and time, says when the keeper lost it, and reloads', async () => {
    const request = makeRequest({ requestStatus: 'Scheduled', date: day, time: '10:00' });
    const onDone = vi.fn();
    await renderPage(<ChangeDateButton request={request} onDone={onDone} />, { user: makeTestUser('admin') });
    (await screen.findByRole('button', { name: /^Change the date or time of room/ })).click();
    await screen.findByText('New date');
    const dialog = page().findModal()!;
    const [dateField, timeField] = createWrapper(dialog.getElement()).findAllFormFields();

    dateField!.findControl()!.findDatePicker()!.setInputValue(later.replace(/-/g, '/'));
    const time = timeField!.findControl()!.findSelect()!;
    time.openDropdown();
    time.selectOptionByValue('15:30');
    dialog.findFooter()!.findAllButtons()[1]!.click();

    expect(await screen.findByText(/waits to be allotted again\.$/)).toBeInTheDocument();
    expect(api.mock.calls.filter(([id]) => id === 'rescheduleRequest')).toEqual([
      ['rescheduleRequest', { body: { id: request._id, date: later, time: '15:30' } }],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().findModal()).toBeNull());
  });
});
