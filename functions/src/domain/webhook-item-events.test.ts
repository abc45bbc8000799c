import { deliveryBodyOf, deliveryIdOf } from './webhook-events';
import { inspectionEventOf, itemEventOf, maintenanceEventOf } from './webhook-item-events';

const at = '2030-01-15T12:00:00.000Z';
const report = (more: Record<string, unknown> = {}) => ({
  entity: 'MaintenanceReport',
  id: 'm1',
  hostelId: 'h1',
  roomId: 'room1',
  building: 'North',
  floor: '2',
  number: '204',
  category: 'plumbing',
  urgency: 'urgent',
  text: 'The tap leaks, says Greta',
  status: 'new',
  reporterId: 'u1',
  reporterName: 'Greta Gast',
  createdAt: at,
  updatedAt: at,
  version: 1,
  history: [{ at, byName: 'Greta Gast', status: 'new' }],
  ...more,
});
const inspection = (more: Record<string, unknown> = {}) => ({
  entity: 'Inspection',
  hostelId: 'h1',
  requestId: 'r1',
  at,
  by: 'a1',
  byName: 'Ada Admin',
  passed: false,
  results: [
    { id: 'floor', pass: true },
    { id: 'bathroom', pass: false },
    { id: 'x9', name: 'Fridge', pass: false },
  ],
  note: 'Shower not done',
  recleanId: 'r2',
  ...more,
});

describe('maintenanceEventOf', () => {
  it('tells a report at its first version as reported, with ids, place and kind only', () => {
    const event = maintenanceEventOf(report());
    expect(event).toMatchObject({
      event: 'maintenance.reported',
      hostelId: 'h1',
      at,
      subject: 'maintenanceReport',
    });
    expect(event?.data).toEqual({
      id: 'm1',
      status: 'new',
      category: 'plumbing',
      urgency: 'urgent',
      roomId: 'room1',
      building: 'North',
      floor: '2',
      room: '204',
      reporterId: 'u1',
    });
  });

  it('tells nothing of a later version, nor of another item', () => {
    expect(maintenanceEventOf(report({ version: 2, status: 'fixed' }))).toBeUndefined();
    expect(maintenanceEventOf({ ...report(), entity: 'Request' })).toBeUndefined();
    expect(maintenanceEventOf(report({ createdAt: 'soon' }))).toBeUndefined();
    expect(maintenanceEventOf(report({ anonymizedAt: '2032-01-16T03:30:00.000Z' }))).toBeUndefined();
  });
});

describe('inspectionEventOf', () => {
  it('tells a failed inspection with the ids of its failed items and its re-clean, no names or note', () => {
    const event = inspectionEventOf(inspection());
    expect(event).toMatchObject({ event: 'inspection.failed', key: 'inspection:r1:failed' });
    expect(event?.data).toEqual({
      requestId: 'r1',
      passed: false,
      failedItems: ['bathroom', 'x9'],
      recleanId: 'r2',
      inspectorId: 'a1',
    });
  });

  it('tells nothing of a passed inspection', () => {
    expect(inspectionEventOf(inspection({ passed: true, recleanId: undefined }))).toBeUndefined();
  });
});

describe('itemEventOf', () => {
  it('posts each kind under its own name in the body, and the same delivery id each time', () => {
    const events = [report(), inspection()].map((item) => itemEventOf(item)!);
    const bodies = events.map((event) => JSON.parse(deliveryBodyOf(deliveryIdOf('hook', event), event)));
    expect(Object.keys(bodies[0].data)).toEqual(['maintenanceReport']);
    expect(Object.keys(bodies[1].data)).toEqual(['inspection']);
    expect(deliveryIdOf('hook', events[0]!)).toBe(deliveryIdOf('hook', itemEventOf(report())!));
    expect(JSON.stringify(bodies)).not.toMatch(/Greta|Ada|Shower|Fridge/);
  });
});
