import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { api } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { scaleImage } from './scale-image';
import UserProfile from './user-profile';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('./scale-image', () => ({ scaleImage: vi.fn() }));
const scaled = 'data:image/webp;base64,UklGRg==';

const forms = () => [...document.querySelectorAll('form')].map((form) => createWrapper(form));
const fieldErrors = (index: number) =>
  forms()
    .at(index)!
    .findAllFormFields()
    .map((field) => field.findError()?.getElement().textContent ?? '');

beforeEach(() => {
  api.mockReset();
  vi.mocked(scaleImage).mockReset();
});

describe('user profile', () => {
  it('checks the name with the shared rules and sends only what changed', async () => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: {} });
    const reloadUser = vi.fn(() => Promise.resolve());
    await renderPage(<UserProfile />, {
      user: makeTestUser('student', { name: 'Sam Student', profileimg: scaled }),
      session: { reloadUser },
    });
    const profile = forms()[0]!;
    const save = () => profile.findButton('[type="submit"]')!;
    expect(save().getElement()).toBeDisabled();
    expect(profile.findAllInputs().map((input) => input.getInputValue())).toEqual([
      'Sam Student',
      'Demo',
      'student',
      '',
      '555-0100',
      '101',
      '1',
    ]);
    // Act
    profile.findAllInputs()[0]!.setInputValue('Sa');
    // Assess
    await waitFor(() => expect(fieldErrors(0)[1]).toBe('Minimum 3 symbols'));
    expect(save().getElement()).toBeDisabled();
    // Act
    profile.findAllInputs()[0]!.setInputValue('Samira Student');
    profile.findAllInputs()[5]!.setInputValue('204');
    save().click();
    // Assess
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.mock.calls).toEqual([['updateUser', { body: { name: 'Samira Student', room: '204' } }]]);
    expect(reloadUser).toHaveBeenCalledTimes(1);
  });

  it('sends the scaled picture, and null to remove it', async () => {
    const updates = () => api.mock.calls.filter(([id]) => id === 'updateUser');
    // Prepare
    api.mockResolvedValue({ status: 200, data: {} });
    vi.mocked(scaleImage).mockResolvedValue(scaled);
    const view = await renderPage(<UserProfile />, { user: makeTestUser('roomkeeper') });
    const profile = forms()[0]!;
    const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    // Act
    fireEvent.change(profile.findFileInput()!.findNativeInput().getElement(), { target: { files: [photo] } });
    // Assess
    await waitFor(() => expect(document.querySelector(`img[src="${scaled}"]`)).not.toBeNull());
    expect(scaleImage).toHaveBeenCalledWith(photo);
    expect(profile.findAllInputs()).toHaveLength(5);
    // Act
    profile.findButton('[type="submit"]')!.click();
    // Assess
    await waitFor(() => expect(updates()).toEqual([['updateUser', { body: { profileimg: scaled } }]]));
    // A roomkeeper's profile also holds their days off.
    expect(screen.getByRole('heading', { name: 'My days off' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('daysOff', { query: {} });
    view.unmount();

    // Prepare: a user with a picture
    api.mockClear();
    await renderPage(<UserProfile />, { user: makeTestUser('roomkeeper', { profileimg: scaled }) });
    // Act
    screen.getByRole('button', { name: 'Remove picture' }).click();
    await waitFor(() => expect(forms()[0]!.findButton('[type="submit"]')!.getElement()).toBeEnabled());
    forms()[0]!.findButton('[type="submit"]')!.click();
    // Assess
    await waitFor(() => expect(updates()).toEqual([['updateUser', { body: { profileimg: null } }]]));
  });

  it('requires matching passwords and takes over the new token', async () => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: { authToken: 'new-token' } });
    const signIn = vi.fn(() => Promise.resolve(true));
    await renderPage(<UserProfile />, { user: makeTestUser('admin'), session: { signIn } });
    const password = forms()[1]!;
    const [current, next, confirm] = password.findAllInputs();
    // Act
    password.findButton('[type="submit"]')!.click();
    // Assess
    await waitFor(() =>
      expect(fieldErrors(1)).toEqual(['Required field', 'Required field', 'Required field']),
    );
    // Act
    current!.setInputValue('demo1234');
    next!.setInputValue('better-pass');
    confirm!.setInputValue('better-pas');
    password.findButton('[type="submit"]')!.click();
    // Assess
    await waitFor(() =>
      expect(fieldErrors(1)).toEqual(['', '', "Password and Confirm Password didn't match"]),
    );
    expect(api).not.toHaveBeenCalled();
    // Act
    confirm!.setInputValue('better-pass');
    password.findButton('[type="submit"]')!.click();
    // Assess
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.mock.calls).toEqual([
      [
        'updatePassword',
        { body: { currentPassword: 'demo1234', password: 'better-pass', confirmPassword: 'better-pass' } },
      ],
    ]);
    expect(signIn).toHaveBeenCalledWith('new-token');
  });
});

describe('mail settings', () => {
  it('offers the role’s kinds with the stored choice and sends the new one', async () => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: {} });
    const reloadUser = vi.fn(() => Promise.resolve());
    await renderPage(<UserProfile />, {
      user: makeTestUser('student', { mailKinds: ['allotted', 'completed', 'turnedBack'], language: 'de' }),
      session: { reloadUser },
    });
    const mail = forms()[2]!;
    const checkboxes = createWrapper(mail.getElement()).findAllCheckboxes();

    // Act
    const before = checkboxes.map((box) => [
      box.findLabel().getElement().textContent,
      box.findNativeInput().getElement().checked,
    ]);
    checkboxes[0]!.findNativeInput().click();
    checkboxes[3]!.findNativeInput().click();
    mail.findButton('[type="submit"]')!.click();

    // Assess
    expect(before).toEqual([
      ['my request is allotted to a roomkeeper', true],
      ['my room has been cleaned', true],
      ['a roomkeeper turns my request back', true],
      ['the admin rejects my request', false],
      ["my request's roomkeeper leaves the hostel", false],
      ['a request gets another date or time', false],
      ["my room's regular clean is coming up", false],
      ['the admin changes a problem I reported', false],
      ['my room is to be cleaned again', false],
    ]);
    expect(mail.getElement().textContent).toContain('Mail is written in German');
    expect(await screen.findByText('Your mail settings have been saved.')).toBeInTheDocument();
    expect(api.mock.calls).toEqual([
      ['updateUser', { body: { mailKinds: ['completed', 'turnedBack', 'rejected'] } }],
    ]);
    expect(reloadUser).toHaveBeenCalledTimes(1);
  });
});
