/**
 * The Hostel Settings page (DESIGN §9): the admin sees the hostel's rules, changes several and saves them
 * together, is stopped before sending a value the server would refuse, and sets the registration mode.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { defaultAlerts } from '#shared/hostel-alerts';
import { defaultRules } from '#shared/request-rules';
import { defaultRetention } from '#shared/retention';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import HostelSettings from './hostel-settings';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const stored = {
  ...defaultRules,
  ...defaultAlerts,
  ...defaultRetention,
  timeZone: 'Europe/Berlin',
  registration: 'approval' as const,
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    const body = (options as { body?: object } | undefined)?.body ?? {};
    const answers: Record<string, unknown> = {
      hostelSettings: stored,
      updateHostelSettings: { ...stored, ...body },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
});

const page = () => createWrapper(document.body);
const callsTo = (routeId: string) => api.mock.calls.filter(([id]) => id === routeId);
const field = (label: string) =>
  page()
    .findAllFormFields()
    .find((found) => found.findLabel()?.getElement().textContent === label)!;
const save = () => screen.getByRole('button', { name: 'Save settings' }).click();

async function renderSettings() {
  await renderPage(<HostelSettings />, { user: makeTestUser('admin') });
  await screen.findByText('Europe/Berlin');
}

describe('hostel settings', () => {
  it("shows the hostel's rules and saves the changed ones together", async () => {
    await renderSettings();

    field('Open requests per student').findControl()!.findInput()!.setInputValue('5');
    const weekdays = field('Weekly days without cleaning').findControl()!.findMultiselect()!;
    weekdays.openDropdown();
    weekdays.selectOptionByValue('6');
    weekdays.selectOptionByValue('0');
    const closed = field('Closed dates');
    closed.findControl()!.findDatePicker()!.setInputValue('2030/12/25');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add date' })).toBeEnabled());
    screen.getByRole('button', { name: 'Add date' }).click();
    await screen.findByRole('button', { name: /^Remove / });
    screen.getByLabelText('Students may ask for the shared spaces of their floor').click();
    save();

    expect(await screen.findByText('Settings saved. New requests follow them from now on.')).toBeVisible();
    expect(callsTo('updateHostelSettings')).toEqual([
      [
        'updateHostelSettings',
        {
          body: {
            timeZone: 'Europe/Berlin',
            onePerDate: true,
            closedWeekdays: [0, 6],
            closedDates: ['2030-12-25'],
            openLimit: 5,
            daysAhead: 60,
            hours: defaultRules.hours,
            changeCutoffHours: 2,
            sharedSpaces: true,
            noticeHours: 48,
            horizonDays: 7,
          },
        },
      ],
    ]);
  });

  it('names a value the server would refuse, and sends nothing', async () => {
    await renderSettings();

    field('Open requests per student').findControl()!.findInput()!.setInputValue('0');
    save();

    await waitFor(() =>
      expect(field('Open requests per student').findError()!.getElement()).toHaveTextContent(
        'Field is not valid',
      ),
    );
    expect(callsTo('updateHostelSettings')).toEqual([]);
  });

  it('shows the overdue grace in hours and the mail hour, and saves them together', async () => {
    await renderSettings();
    const grace = field('Overdue grace').findControl()!;
    const hour = field('Morning mail').findControl()!.findSelect()!;
    expect(grace.findInput()!.findNativeInput().getElement()).toHaveValue(2);
    expect(hour.findTrigger().getElement()).toHaveTextContent('07:00');

    grace.findInput()!.setInputValue('45');
    const unit = grace.findSelect()!;
    unit.openDropdown();
    unit.selectOptionByValue('minutes');
    hour.openDropdown();
    hour.selectOptionByValue('off');
    screen.getByRole('button', { name: 'Save overdue and mail settings' }).click();

    expect(await screen.findByText('Overdue and morning mail settings saved.')).toBeVisible();
    expect(callsTo('updateHostelSettings')).toEqual([
      ['updateHostelSettings', { body: { overdueGraceMinutes: 45, digestHour: null } }],
    ]);
  });

  it('names a grace the server would refuse, and sends nothing', async () => {
    await renderSettings();

    field('Overdue grace').findControl()!.findInput()!.setInputValue('49');
    screen.getByRole('button', { name: 'Save overdue and mail settings' }).click();

    await waitFor(() =>
      expect(field('Overdue grace').findError()!.getElement()).toHaveTextContent('Field is not valid'),
    );
    expect(callsTo('updateHostelSettings')).toEqual([]);
  });

  it('shows and sets how the hostel takes self-registrations', async () => {
    await renderSettings();
    const select = await waitFor(() => {
      const found = field('Who can register for your hostel').findControl()!.findSelect()!;
      expect(found.findTrigger().getElement()).toHaveTextContent('With your approval');
      return found;
    });

    select.openDropdown();
    select.selectOptionByValue('closed');

    expect(await screen.findByText('Self-registration is now: Nobody.')).toBeVisible();
    expect(callsTo('updateHostelSettings')).toEqual([
      ['updateHostelSettings', { body: { registration: 'closed' } }],
    ]);
  });

  it("saves the roomkeepers' minutes a day, and refuses minutes out of range without sending (issue 30)", async () => {
    await renderSettings();
    const minutes = () => field('Minutes a day').findControl()!.findInput()!;
    expect(minutes().getInputValue()).toBe('420');

    minutes().setInputValue('5');
    screen.getByRole('button', { name: 'Save working day' }).click();
    await waitFor(() =>
      expect(field('Minutes a day').findError()!.getElement()).toHaveTextContent('Field is not valid'),
    );
    expect(callsTo('updateHostelSettings')).toEqual([]);

    minutes().setInputValue('360');
    screen.getByRole('button', { name: 'Save working day' }).click();
    expect(await screen.findByText("The roomkeepers' working day is saved.")).toBeVisible();
    expect(callsTo('updateHostelSettings')).toEqual([
      ['updateHostelSettings', { body: { keeperMinutesPerDay: 360 } }],
    ]);
  });

  it('saves the retention periods, and refuses a period out of range without sending (issue 34)', async () => {
    await renderSettings();
    const months = () => field('Closed requests and feedback (months)').findControl()!.findInput()!;
    expect(months().getInputValue()).toBe('24');

    months().setInputValue('121');
    screen.getByRole('button', { name: 'Save retention' }).click();
    await waitFor(() =>
      expect(field('Closed requests and feedback (months)').findError()!.getElement()).toHaveTextContent(
        'Field is not valid',
      ),
    );
    expect(callsTo('updateHostelSettings')).toEqual([]);

    months().setInputValue('36');
    screen.getByRole('button', { name: 'Save retention' }).click();
    expect(await screen.findByText('Retention saved.')).toBeVisible();
    expect(callsTo('updateHostelSettings')).toEqual([
      ['updateHostelSettings', { body: { requestRetentionMonths: 36, auditRetentionMonths: 24 } }],
    ]);
  });
});
