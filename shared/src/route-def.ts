/**
 * What one entry of the route table declares (`routes.ts`); the route groups and every walker of the table
 * use it.
 */
import type { Role } from './domain';
import type { ErrorCode } from './errors';
import type * as z from './schemas/zod';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** API Gateway path syntax: `{name}` marks a path parameter. */
  path: string;
  /** Who may call it; `public` needs no token. */
  roles: 'public' | readonly Role[];
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** Largest accepted request body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  /** What the handler needs of the table, so that infrastructure grants no more. */
  table: 'none' | 'read' | 'write';
  /**
   * The DynamoDB actions its handler sends, as IAM names them: the function's policy grants exactly these
   * (a transaction needs the actions of its items). `tests/api/dynamo-actions.test.ts` holds every route to it.
   */
  dynamo: readonly DynamoAction[];
  /** Sends mail. */
  mail?: boolean;
  /**
   * Uses the photo bucket (issue 32): `upload` signs presigned POSTs (its function may put objects and tag
   * them), `view` signs short-lived GET URLs (it may get objects). Other functions get no grant on it.
   */
  photos?: 'upload' | 'view';
  /**
   * Sets a new password, which must not be a common one: its function ships the common-password list
   * beside its bundle (`shared/src/passwords/common-passwords.ts`).
   */
  setsPassword?: true;
  /** Signs session tokens (every non-public route verifies them). */
  signsTokens?: boolean;
  /** Status for a body that fails validation, when the spec fixes one other than 400. */
  invalidBodyStatus?: 204;
  /** Login-grade route: throttled harder at the stage and given scrypt-sized memory. */
  auth?: boolean;
  /**
   * Open to a student whose registration awaits the admin's approval (their own state and profile); on
   * every other route they get 403 `auth.awaitingApproval`.
   */
  openToAwaiting?: true;
  /** The media type of its success answers when they are not JSON (the calendar feed's iCalendar). */
  answerType?: string;
  /**
   * Reads (or also writes) the hostels' OpenID Connect client secrets, kept in Secrets Manager apart from
   * the table (issue 34): its function is granted exactly that.
   */
  oidcSecret?: 'read' | 'write';
  /** Data files its function reads beside its bundle at run time, as paths from the repository's root. */
  files?: readonly string[];
  /**
   * The refusals of the route's own rules whose status its entry already implies (a 400 beside
   * `input.invalid`, a 403 beside `auth.roleNotAllowed`…): the OpenAPI document lists a status's codes, so
   * a code left out there is a mismatch. Codes of statuses the entry implies nothing of fall to the
   * document's `default` answer and need no entry. `tests/helpers/contract.ts` holds every answer to it.
   */
  refuses?: readonly ErrorCode[];
}

/** What a route answers on success, by status (`route-answers.ts`). */
export type RouteAnswers = Partial<Record<SuccessStatus, z.ZodMiniType>>;

/** 304: the live poll's answer while nothing changed (`If-None-Match`), with no body. */
export type SuccessStatus = 200 | 201 | 203 | 204 | 304;

/** The item-level DynamoDB actions a route may be granted; table management and Scan are never granted. */
export type DynamoAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/** Every signed-in role. */
export const anyRole = ['admin', 'roomkeeper', 'student'] as const satisfies readonly Role[];
