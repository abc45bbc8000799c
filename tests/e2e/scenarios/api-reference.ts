/**
 * The API reference (issue 34): from the about page's footer to `/developers`, which lists the route
 * table's groups from the served OpenAPI document; a group opens with the keyboard and shows its routes
 * with who may call them, at 1366 px and on a 360 px phone without sideways scroll. Each view passes axe.
 */
import { expect } from '../expect';
import type { Scenario } from '../run';
import { noSidewaysScroll } from '../steps';

export const apiReferenceScenarios: Scenario[] = [
  {
    name: 'api-reference',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      const session = await open(device);
      const { page } = session;
      await session.goto('/about');
      await page.getByRole('link', { name: 'For developers' }).click();
      await expect.path(page, '/developers');
      await expect.visible(page.getByRole('heading', { name: 'API reference', level: 1 }));

      // The page reads the document the API serves: the same one a client gets, cacheable.
      const answer = await page.request.get('/api/openapi.json');
      expect.equal(answer.status(), 200, 'the OpenAPI document status');
      expect.truthy(/max-age=\d+/.test(answer.headers()['cache-control'] ?? ''), 'a cacheable document');
      const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
      expect.equal(document.openapi, '3.1.0', 'the OpenAPI version');
      await expect.visible(page.getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' }));

      const settings = page.getByRole('button', { name: /^settings\b/ });
      await settings.focus();
      await page.keyboard.press('Enter');
      expect.equal(await settings.getAttribute('aria-expanded'), 'true', 'the settings group opened');
      await expect.visible(page.getByRole('heading', { name: 'POST /api/hostelSettings', level: 3 }));
      const route = page.getByRole('region', { name: 'POST /api/hostelSettings' });
      await expect.visible(route.getByText('Who may call'));
      await expect.visible(route.getByText('auth.roleNotAllowed'));
      if (device === 'phone') await noSidewaysScroll(page, 'the API reference');
      await session.capture('api-reference');
    },
  },
];
