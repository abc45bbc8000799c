/**
 * Inspections and re-cleans (issue 32): each room type's checklist, an admin's inspection of a completed
 * clean (a failed one makes a re-clean, allotted to the same keeper), and a re-clean answering a low
 * rating or a complaint. Part of the route table (`routes.ts`).
 */
import type { RouteDef } from '../route-def';
import * as inspections from '../schemas/inspections';

export const inspectionRoutes = {
  checklists: {
    method: 'GET',
    path: '/api/checklists',
    roles: ['admin'],
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem'],
  },
  updateChecklists: {
    method: 'POST',
    path: '/api/checklists',
    roles: ['admin'],
    body: inspections.checklistsBody,
    table: 'write',
    dynamo: ['GetItem', 'BatchGetItem', 'PutItem'],
    refuses: ['room.typeUnknown', 'inspection.itemUnknown'],
  },
  inspection: {
    method: 'GET',
    path: '/api/inspection',
    roles: ['admin'],
    query: inspections.inspectionQuery,
    table: 'read',
    dynamo: ['GetItem', 'BatchGetItem'],
    // Its answer shows the inspector's photos through signed GET URLs.
    photos: 'view',
  },
  inspectRequest: {
    method: 'POST',
    path: '/api/inspections',
    roles: ['admin'],
    body: inspections.inspectBody,
    table: 'write',
    dynamo: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    // Its 404 and 409s fall to the document's `default` answer: the entry implies neither status.
    // It signs no photo links (`inspection` shows the photos kept): the S3 signer would take its bundle,
    // which holds the re-clean's transaction and notes besides, over the photo routes' budget.
    refuses: ['inspection.itemUnknown', 'photo.notYours'],
  },
  inspectionsDue: {
    method: 'GET',
    path: '/api/inspectionsDue',
    roles: ['admin'],
    query: inspections.inspectionsDueQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
    refuses: ['input.badCursor'],
  },
  feedbackReclean: {
    method: 'POST',
    path: '/api/feedbackReclean',
    roles: ['admin'],
    body: inspections.feedbackRecleanBody,
    table: 'write',
    dynamo: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
