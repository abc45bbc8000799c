import { screen, waitFor } from '@testing-library/react';

import { messages } from '#shared/messages';
import { addDays } from '#shared/request-dates';

import { localToday } from '../../components/format';
import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { makeRequest } from '../dashboard/test-requests';
import CleanRequests from './clean-requests';
import { callsTo, createForm, headers, localRules, page, serve } from './test-clean-requests';

vi.mock('../../api/client', () => import('../../test/api-mock'));

// Opening the time list renders its 288 options, about a second in jsdom on an idle machine and several
// under load: the budget is for that work, not for waiting on anything.
vi.setConfig({ testTimeout: 30_000 });

// The rating dialog is a lazy chunk. Compiled on first open, it could outlast findBy's second on a busy
// machine; loaded here, opening it waits for React only.
beforeAll(() => import('./rate-dialog'));

beforeEach(() => {
  api.mockReset();
});

describe('clean requests, as a student', () => {
  // The machine's clock stands at 06:00 (`Date` only), before any time the tests choose for today.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 0, 15, 6, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers no time of today that has passed on the hostel's clock, and every time of a later day", async () => {
    // Prepare: 10:10 on the hostel's clock, cleaning from 09:00 to 11:00 every 30 minutes
    vi.setSystemTime(new Date(2030, 0, 15, 10, 10));
    serve({ '': { items: [] } }, { ...localRules, hours: { from: '09:00', to: '11:00', step: 30 } });
    await renderPage(<CleanRequests />, { user: makeTestUser('student', { room: 'B-12', floor: '3' }) });
    const form = await createForm();
    const offered = () => {
      const time = form.findSelect()!;
      time.openDropdown();
      const options = time
        .findDropdown()
        .findOptions()
        .map((option) => option.getElement().textContent);
      time.closeDropdown();
      return options;
    };

    // Act and assess: today, then tomorrow
    expect(form.findDatePicker()!.findNativeInput().getElement()).toHaveValue('2030/01/15');
    expect(offered()).toEqual(['10:30', '11:00']);
    form.findDatePicker()!.setInputValue('2030/01/16');
    await waitFor(() => expect(offered()).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']));
  });

  it('prefills room and floor, requires a time, creates the request and reloads the history', async () => {
    // Prepare
    serve({ '': { items: [] } });
    await renderPage(<CleanRequests />, { user: makeTestUser('student', { room: 'B-12', floor: '3' }) });
    const form = await createForm();
    const submit = () => page().findForm()!.findActions()!.findButton()!.click();
    expect(form.findAllFormFields()[0]!.findControl()!.findInput()!.getInputValue()).toBe('B-12');
    expect(form.findAllFormFields()[1]!.findControl()!.findInput()!.getInputValue()).toBe('3');
    expect(form.findDatePicker()!.findNativeInput().getElement()).toHaveValue(
      localToday().replaceAll('-', '/'),
    );
    // Act: no time chosen
    submit();
    // Assess
    await waitFor(() =>
      expect(form.findAllFormFields()[3]!.findError()!.getElement()).toHaveTextContent('Required field'),
    );
    expect(callsTo('createRequest')).toEqual([]);
    // Act: with a time
    const time = form.findSelect()!;
    time.openDropdown();
    time.findFilteringInput()!.setInputValue('10:30');
    time.selectOptionByValue('10:30');
    submit();
    // Assess
    await waitFor(() =>
      expect(callsTo('createRequest')).toEqual([
        ['createRequest', { body: { room: 'B-12', floor: '3', date: localToday(), time: '10:30' } }],
      ]),
    );
    expect(await screen.findByText(/^Clean request created for/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('listRequests')).toHaveLength(2));
  });

  it('offers a resident their room and their floor’s kitchen, and sends the chosen one', async () => {
    // Prepare: a resident of 101 on floor 1, whose hostel lets them ask for the floor's kitchen
    const room = (id: string, number: string, typeId: string) => ({
      id,
      building: 'A',
      floor: '1',
      number,
      typeId,
      beds: typeId === 'single' ? 1 : 0,
      inService: true,
      version: 1,
      createdAt: '2030-01-01T00:00:00Z',
      updatedAt: '2030-01-01T00:00:00Z',
    });
    const home = room('11111111-1111-4111-8111-111111111111', '101', 'single');
    const kitchen = room('22222222-2222-4222-8222-222222222222', 'K1', 'kitchen');
    const types = [
      { id: 'single', minutes: 20, beds: 1, shared: false },
      { id: 'kitchen', minutes: 30, beds: 0, shared: true },
    ];
    serve({ '': { items: [] } }, localRules, { data: [home, kitchen], types });
    await renderPage(<CleanRequests />, { user: makeTestUser('student', { room: '101', floor: '1' }) });
    const form = await createForm();
    // Assess: one choice of room instead of the typed room and floor, their own room chosen
    const [roomSelect, timeSelect] = form.findAllSelects();
    expect(form.findAllFormFields()[0]!.findLabel()!.getElement()).toHaveTextContent('Room');
    expect(roomSelect!.findTrigger().getElement()).toHaveTextContent('Your room 101 (floor 1)');
    // Act: the kitchen, at 10:30
    roomSelect!.openDropdown();
    roomSelect!.selectOptionByValue(kitchen.id);
    timeSelect!.openDropdown();
    timeSelect!.findFilteringInput()!.setInputValue('10:30');
    timeSelect!.selectOptionByValue('10:30');
    page().findForm()!.findActions()!.findButton()!.click();
    // Assess: the room's texts and id are sent
    await waitFor(() =>
      expect(callsTo('createRequest')).toEqual([
        [
          'createRequest',
          { body: { room: 'K1', floor: '1', roomId: kitchen.id, date: localToday(), time: '10:30' } },
        ],
      ]),
    );
  });

  it("offers only the dates and times the hostel's rules take, and refuses others before sending", async () => {
    // Prepare: ten days ahead, the day after tomorrow closed, cleaning from 09:00 to 11:00 every 30 minutes
    const today = localToday();
    const closed = addDays(today, 2);
    const rules = {
      ...localRules,
      daysAhead: 10,
      closedDates: [closed],
      hours: { from: '09:00', to: '11:00', step: 30 },
    };
    serve({ '': { items: [] } }, rules);
    await renderPage(<CleanRequests />, { user: makeTestUser('student', { room: 'B-12', floor: '3' }) });
    const form = await createForm();
    const date = form.findDatePicker()!;
    const dateError = () => form.findAllFormFields()[2]!.findError()?.getElement().textContent;
    const submit = () => page().findForm()!.findActions()!.findButton()!.click();
    const latest = addDays(today, 10);
    // Act: the last date offered, then the day after it, then the closed date
    date.setInputValue(latest.replaceAll('-', '/'));
    submit();
    await waitFor(() => expect(dateError()).toBeUndefined());
    date.setInputValue(addDays(latest, 1).replaceAll('-', '/'));
    submit();
    await waitFor(() => expect(dateError()).toBe(messages.dateTooFar));
    date.setInputValue(closed.replaceAll('-', '/'));
    submit();
    // Assess
    await waitFor(() => expect(dateError()).toBe(messages.dateClosed));
    expect(callsTo('createRequest')).toEqual([]);
    expect(form.findAllFormFields()[2]!.findConstraint()!.getElement()).toHaveTextContent(
      'From today to 10 days ahead.',
    );
    const time = form.findSelect()!;
    time.openDropdown();
    expect(
      time
        .findDropdown()
        .findOptions()
        .map((option) => option.getElement().textContent),
    ).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('rates a completed cleaning with a complaint, after asking for the stars and the message', async () => {
    // Prepare
    const done = makeRequest({
      requestStatus: 'Completed',
      roomkeeper: 'Kim Keeper',
      timeIn: '09:00',
      timeOut: '09:40',
    });
    const rated = makeRequest({ requestStatus: 'Completed', rated: true });
    serve({ '': { items: [done, rated, makeRequest()] } });
    await renderPage(<CleanRequests />, { user: makeTestUser('student') });
    (await screen.findByRole('button', { name: 'Rate' })).click();
    await waitFor(() => expect(page().findModal()).not.toBeNull());
    const modal = page().findModal()!;
    // Act: nothing given
    modal.findFooter()!.findAllButtons()[1]!.click();
    // Assess
    await waitFor(() =>
      expect(
        modal
          .findContent()
          .findAllFormFields()
          .map((field) => field.findError()?.getElement().textContent ?? ''),
      ).toEqual(['Required field', 'Required field', '', '']),
    );
    expect(callsTo('createRating')).toEqual([]);
    // Act: four stars, a message and a complaint
    screen.getByRole('button', { name: '4 stars' }).click();
    const [message, , complaint] = modal.findContent().findAllTextareas();
    message!.setTextareaValue('Quick and tidy');
    complaint!.setTextareaValue('Bin not emptied');
    modal.findFooter()!.findAllButtons()[1]!.click();
    // Assess
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(callsTo('createRating')).toEqual([
      [
        'createRating',
        { body: { id: done._id, rating: 4, message: 'Quick and tidy', complaint: 'Bin not emptied' } },
      ],
    ]);
    await waitFor(() => expect(callsTo('listRequests')).toHaveLength(2));
    // The table reloads after the rating: its rows show again once the second page answer is in.
    expect(await screen.findAllByText('Rated')).toHaveLength(1);
  });
});

describe('clean requests, as an admin or roomkeeper', () => {
  it('shows no create form or rating, and filters by status on the server', async () => {
    // Prepare
    serve({ '': { items: [makeRequest({ requestStatus: 'Completed', roomkeeper: 'Kim Keeper' })] } });
    await renderPage(<CleanRequests />, { user: makeTestUser('admin') });
    await screen.findByText('Kim Keeper');
    // Assess
    expect(page().findForm()).toBeNull();
    expect(headers()).toEqual([
      'Date',
      'Time Requested',
      'Room',
      'Floor',
      'Student',
      'Roomkeeper',
      'Status',
      'Time-In – Time-Out',
      'Note',
    ]);
    // Act
    const status = page().findTable()!.findFilterSlot()!.findSelect()!;
    status.openDropdown();
    status.selectOptionByValue('Completed');
    // Assess
    await waitFor(() =>
      expect(callsTo('listRequests').at(-1)).toEqual([
        'listRequests',
        { query: { status: 'Completed', cursor: undefined, limit: 25 } },
      ]),
    );
  });

  it("pages with the server's cursor and back", async () => {
    // Prepare
    serve({
      '': { items: [makeRequest({ studentName: 'First Page' })], cursor: 'c1' },
      c1: { items: [makeRequest({ studentName: 'Second Page' })] },
    });
    await renderPage(<CleanRequests />, { user: makeTestUser('roomkeeper') });
    await screen.findByText('First Page');
    const pagination = page().findTable()!.findPagination()!;
    // Act
    pagination.findNextPageButton().click();
    // Assess
    expect(await screen.findByText('Second Page')).toBeInTheDocument();
    expect(callsTo('listRequests').at(-1)).toEqual(['listRequests', { query: { cursor: 'c1', limit: 25 } }]);
    expect(pagination.findNextPageButton().getElement()).toHaveAttribute('aria-disabled', 'true');
    // Act
    pagination.findPreviousPageButton().click();
    // Assess
    expect(await screen.findByText('First Page')).toBeInTheDocument();
    expect(headers()).not.toContain('Feedback');
  });
});
