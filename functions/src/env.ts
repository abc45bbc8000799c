/** Configuration read once per process; a missing required variable fails at start, not on a request. */

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  tableName: required('TABLE_NAME'),
  /** DynamoDB Local's address when running on one machine; unset in the cloud. */
  dynamoEndpoint: process.env.DYNAMODB_ENDPOINT,
  /** The site's origin, used to build mailed links (never taken from a request's Host header). */
  appOrigin: process.env.APP_ORIGIN ?? 'http://localhost:3000',
  /** Secrets Manager secret holding the JWT key (cloud). */
  jwtSecretArn: process.env.JWT_SECRET_ARN,
  /** The JWT key itself (local runtime and tests only). */
  jwtSecret: process.env.JWT_SECRET,
  /** Sender address for SES (cloud). */
  mailFrom: process.env.MAIL_FROM ?? 'no-reply@hostel-clean.local',
  /** Folder where mail is written instead of sent (local runtime and tests). */
  outboxDir: process.env.OUTBOX_DIR,
  /** Secrets Manager secret holding the VAPID key pair as JSON `{publicKey, privateKey}` (cloud, issue 33). */
  pushKeysSecretArn: process.env.PUSH_KEYS_SECRET_ARN,
  /** The VAPID key pair itself, the same JSON (local runtime and tests only). */
  pushKeys: process.env.PUSH_KEYS,
  /** The mock push service's origin (`http://localhost:<port>`), accepted as an endpoint (local and tests only). */
  pushTestOrigin: process.env.PUSH_TEST_ORIGIN,
  /** Name prefix of the hostels' OpenID Connect client secrets in Secrets Manager (cloud, issue 34). */
  oidcSecretPrefix: process.env.OIDC_SECRET_PREFIX,
  /** Folder holding those secrets instead, one file per hostel (local runtime and tests only). */
  oidcSecretDir: process.env.OIDC_SECRET_DIR,
  /**
   * `loopback`: an identity provider on this machine may be reached over plain http (the local runtime's
   * demo provider and the tests'); anywhere else, and always in the cloud, issuers are https only.
   */
  oidcAllowHttp: process.env.OIDC_ALLOW_HTTP === 'loopback',
  /**
   * `loopback`: a webhook receiver on this machine may be posted to, over plain http, at a loopback address
   * (the local runtime's and the tests'); anywhere else, and always in the cloud, hooks are https to public
   * addresses only (`domain/webhook-address.ts`).
   */
  webhookAllowLoopback: process.env.WEBHOOK_ALLOW_HTTP === 'loopback',
  /** The photo bucket (issue 32); set only on the functions whose routes use it (`RouteDef.photos`). */
  photoBucket: process.env.PHOTO_BUCKET,
  /** The local S3 server's address (`s3rver`, local runtime and tests only); unset in the cloud. */
  s3Endpoint: process.env.S3_ENDPOINT,
};
