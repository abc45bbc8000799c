/** A text over its limit says the limit (issue 28), where the shared schema has only "Field is not valid". */
import { act, renderHook } from '@testing-library/react';

import { messages } from '#shared/messages';
import { longText, shortText, text3to50 } from '#shared/schemas/fields';
import * as z from '#shared/schemas/zod';

import i18n, { i18nReady, namespaces } from '../i18n';
import { useForm } from './use-form';

const schema = z.strictObject({ room: shortText(20), message: z.optional(longText(500)) });

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces([...namespaces]);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderForm(message: string) {
  const { result } = renderHook(() => useForm(schema, { room: '101', message }));
  act(() => void result.current.submit());
  return result;
}

describe('useForm', () => {
  it.each([
    ['en', 'At most 500 characters'],
    ['ja', '500 文字以内で入力してください'],
  ])('says the limit of a text that is too long, in %s', async (language, expected) => {
    // Prepare
    await act(() => i18n.changeLanguage(language));

    // Act
    const form = renderForm('x'.repeat(501));

    // Assess
    expect(form.current.message('message')).toBe(expected);
    expect(form.current.valid).toBe(false);
  });

  it("keeps the spec's own words for a limit it words itself", () => {
    // Act
    const { result } = renderHook(() =>
      useForm(z.strictObject({ name: text3to50() }), { name: 'x'.repeat(51) }),
    );
    act(() => void result.current.submit());

    // Assess
    expect(result.current.message('name')).toBe(messages.max50);
  });

  it("keeps the spec's message for a text that is not valid for another reason", () => {
    // Act
    const form = renderForm('a line\u0000with a null');

    // Assess
    expect(form.current.message('message')).toBe(messages.fieldNotValid);
  });
});
