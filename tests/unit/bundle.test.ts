/**
 * Each Lambda function bundles on its own, as the CDK stack bundles it (esbuild, ESM, minified, the AWS SDK
 * inside): nothing in the bundle reaches back into this repository or node_modules at run time, and no
 * function outgrows its byte budget (issue 17; `npm run bench` prints the figures and their cold imports).
 */
import { isBuiltin } from 'node:module';

import type { RouteDef } from '#shared/route-def';
import { handlerName, routeIds, routes } from '#shared/routes';

import { bundleHandlers, type HandlerBundle } from '../helpers/handler-bundle';

/**
 * Minified and gzipped bytes of the largest function, SDK included; lowered as they get leaner. Routes
 * that mail themselves (account mail: invitations, approvals, password resets, the registration's
 * confirmation link) carry the SES client, so they have a budget of their own; notifications are mailed from
 * the table's stream by a function of their own, and the morning mail by the scheduled job. Every function
 * carries jsonwebtoken, which signs and checks sessions. docs/performance.md has the sizes, and why each
 * budget rose when it did (issues 28 and 30: the search tokens, the reschedule's, the board's and the
 * minutes' effects joined every transition's; issues 31 and 33: a resident's move of a recurring clean;
 * issue 32: the inspections' codes and kinds, the sampling's board count, the maintenance reports' photos
 * and notes, the room's own count of cleans waiting for inspection; issue 34: the audit log's entry in a
 * user's removal).
 */
const budget = {
  mailing: { bytes: 410 * 1024, gzipBytes: 130 * 1024 },
  other: { bytes: 380 * 1024, gzipBytes: 124 * 1024 },
  /**
   * The sign-in with a hostel's identity provider (issue 34) carries openid-client with oauth4webapi and
   * jose, which verify the provider's ID tokens: only the two routes of the sign-in.
   */
  signingIn: { bytes: 394 * 1024, gzipBytes: 128 * 1024 },
  /**
   * The routes that sign for the photo bucket (issue 32, `RouteDef.photos`) carry the S3 client and its
   * presigner (a POST policy, or a signed GET): about 140 KiB minified, 40 KiB gzip more than the others.
   */
  photos: { bytes: 521 * 1024, gzipBytes: 165 * 1024 },
  /**
   * The stream's notice function also pushes (issue 33): web-push signs its VAPID header with asn1.js and
   * bn.js. It serves no request, so its cold start keeps no one waiting. Issue 34: it checks each webhook
   * delivery's address as it connects, and reads maintenance and inspection events.
   */
  pushing: { bytes: 441 * 1024, gzipBytes: 134 * 1024 },
};
/**
 * The routes that set a password refuse the 10,000 most common (ASVS 5.0 V6.2) from a list they read
 * beside their bundle, not from the bundle: they keep to the budgets of the others.
 */
const setsPassword = (id: string) => (routes as Record<string, RouteDef>)[id]?.setsPassword === true;

/** The functions that serve no route: the mailer the table's stream feeds, and the hourly job (it mails). */
const streamFunctions = {
  noticeMail: 'functions/src/streams/notice-mail.ts',
  scheduledWork: 'functions/src/jobs/scheduled-work.ts',
};
const functionIds = [...routeIds, ...Object.keys(streamFunctions)] as const;
const sends = (id: string) =>
  id in streamFunctions || (routes as Record<string, RouteDef>)[id]?.mail === true;

const signsPhotos = (id: string) => (routes as Record<string, RouteDef>)[id]?.photos !== undefined;

let bundles: Map<string, HandlerBundle>;

beforeAll(async () => {
  const entries = [
    ...routeIds.map((id) => `functions/src/routes/${handlerName(id)}.ts`),
    ...Object.values(streamFunctions),
  ];
  const built = await bundleHandlers(entries);
  bundles = new Map(functionIds.map((id, i) => [id, built[i]!]));
}, 120_000);

describe.each(functionIds)('the %s function', (id) => {
  it('bundles alone, with only Node built-ins left to import, within the byte budget', () => {
    const bundle = bundles.get(id)!;
    const limit =
      id === 'noticeMail'
        ? budget.pushing
        : sends(id)
          ? budget.mailing
          : (routes as Record<string, RouteDef>)[id]?.oidcSecret === 'read'
            ? budget.signingIn
            : signsPhotos(id)
              ? budget.photos
              : budget.other;
    expect(bundle.imports.filter((path) => !path.startsWith('node:') && !isBuiltin(path))).toEqual([]);
    expect(new TextDecoder().decode(bundle.code)).toContain('handler');
    expect(bundle.bytes).toBeLessThanOrEqual(limit.bytes);
    expect(bundle.gzipBytes).toBeLessThanOrEqual(limit.gzipBytes);
  });

  it('reads the common-password list beside its bundle if it sets a password, and never bundles it', () => {
    const bundle = bundles.get(id)!;
    expect(Object.keys(bundle.inputs).filter((path) => path.endsWith('common-passwords.json'))).toEqual([]);
    // The route table's flag is what makes the stack copy the file beside the bundle (`api.ts`).
    expect(new TextDecoder().decode(bundle.code).includes('common-passwords.json')).toBe(setsPassword(id));
  });

  it('carries the SES client only if it sends mail', () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    expect(inputs.some((path) => path.includes('/@aws-sdk/client-ses/'))).toBe(sends(id));
  });

  it('signs and checks session tokens with jsonwebtoken, not JWT code of its own', () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    // The stream's mailer and the hourly job serve no one signed in: they carry no session code at all.
    expect(inputs.some((path) => path.endsWith('node_modules/jsonwebtoken/verify.js'))).toBe(
      !(id in streamFunctions),
    );
  });

  it("builds only the schemas of what it takes: zod's tree-shakable API, and no answer schemas", () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    expect(inputs.filter((path) => path.includes('/zod/v4/classic/'))).toEqual([]);
    expect(inputs.filter((path) => path.startsWith('shared/src/answers/'))).toEqual([]);
  });

  it("builds its own group of the route table only, not the table's other groups and their schemas", () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    expect(inputs).not.toContain('shared/src/routes.ts');
    expect(inputs.filter((path) => path.startsWith('shared/src/route-table/'))).toHaveLength(
      id in streamFunctions ? 0 : 1,
    );
  });

  it('takes its AWS credentials from the environment only, without the rest of the default chain', () => {
    const inputs = Object.keys(bundles.get(id)!.inputs);
    expect(inputs.some((path) => path.includes('/credential-provider-env/'))).toBe(true);
    expect(inputs.filter((path) => /credential-provider-(node|ini|sso|web-identity)\//.test(path))).toEqual(
      [],
    );
  });
});

/** Operations of SES that no function calls: their schemas, and their names, stay out of the bundles. */
const unusedSesOperations = [
  'SendRawEmail',
  'SendBulkTemplatedEmail',
  'CreateReceiptRule',
  'VerifyEmailIdentity',
];

describe.each(functionIds.filter(sends))('the mailing function %s', (id) => {
  it('keeps only the SES schemas of what it sends (SendEmail), not those of every operation', () => {
    const code = new TextDecoder().decode(bundles.get(id)!.code);
    expect(code).toContain('SendEmailRequest');
    expect(unusedSesOperations.filter((operation) => code.includes(operation))).toEqual([]);
  });
});

/** Operations of Secrets Manager that no function calls: the signing key is read with GetSecretValue alone. */
const unusedSecretsOperations = ['RotateSecret', 'ReplicateSecretToRegions', 'BatchGetSecretValue'];

it('keeps only the Secrets Manager command the functions send (GetSecretValue), not the whole client', () => {
  const codes = new Map([...bundles].map(([id, bundle]) => [id, new TextDecoder().decode(bundle.code)]));
  // Routes that check a session read the key.
  expect(codes.get('adminDashboard')).toContain('GetSecretValue');
  for (const [id, code] of codes)
    expect([id, unusedSecretsOperations.filter((operation) => code.includes(operation))]).toEqual([id, []]);
});
