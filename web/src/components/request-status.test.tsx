/** A request's status keeps its label on one line (issue 28: "Pending" broke mid-word at 390 px). */
import { screen } from '@testing-library/react';

import { makeTestUser, renderPage } from '../test/render-page';
import { RequestStatusIndicator } from './request-status';

describe('RequestStatusIndicator', () => {
  it.each([
    ['Pending', undefined, 'Pending'],
    ['Scheduled', '2026-11-26T09:00:00.000Z', 'In progress'],
  ] as const)('shows %s as one unbroken line', async (status, startedAt, label) => {
    // Act
    await renderPage(<RequestStatusIndicator status={status} startedAt={startedAt} />, {
      user: makeTestUser('student'),
    });

    // Assess
    const indicator = screen.getByText(label).closest('[class*="awsui_container"]');
    expect(indicator?.className).toMatch(/overflow-ellipsis/);
  });
});
