import { defaultRetention, monthsBefore } from './retention';

describe('monthsBefore', () => {
  it('goes back whole calendar months in UTC', () => {
    expect(monthsBefore(new Date('2026-11-27T13:00:00.000Z'), 24).toISOString()).toBe(
      '2024-11-27T13:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 1).toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    );
  });

  it('takes the last day of a shorter month, never a day later', () => {
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(monthsBefore(new Date('2028-03-31T08:00:00.000Z'), 1).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });

  it('has the defaults the README states', () => {
    expect(defaultRetention).toEqual({ requestRetentionMonths: 24, auditRetentionMonths: 24 });
  });
});
