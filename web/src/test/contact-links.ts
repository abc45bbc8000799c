/** What the phone cards promise about a person's contact: one tap calls them, one tap mails them. */
import { screen } from '@testing-library/react';

type Queries = Pick<typeof screen, 'findByRole'>;

/** Waits (within `scope`, the whole page by default) for `name`'s Call and Email links and checks where they lead. */
export async function expectContactLinks(
  name: string,
  contact: { phone: string; email: string },
  scope: Queries = screen,
): Promise<void> {
  expect(await scope.findByRole('link', { name: `Call ${name}` })).toHaveAttribute(
    'href',
    `tel:${contact.phone}`,
  );
  expect(await scope.findByRole('link', { name: `Email ${name}` })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
}
