/**
 * The deployment's parameters, read from CDK context (`-c name=value` or cdk.json) and checked before any
 * resource is built, so a typo fails the synth with a message instead of a broken deployment.
 */
export interface DeployContext {
  /** Names the deployment: the stack is `HostelClean-<hostel>`. */
  hostel: string;
  /** The address mail is sent from; SES must have it (or its domain) verified. */
  senderEmail: string;
  /** A custom domain for the site, with its ACM certificate (in us-east-1, as CloudFront requires). */
  domain?: { name: string; certificateArn: string };
  /** Seeds the demo hostel and its three accounts on deploy, and shows them on the login page. */
  demo: boolean;
  /**
   * Puts an AWS WAF web ACL (a per-client rate limit on the login-grade routes) in front of the site. It
   * costs about $6 a month at rest, so it is off unless asked for; it adds the `-Edge` stack in us-east-1.
   */
  waf: boolean;
  /** Where the security alarms (failed logins) are mailed; without it they only show in CloudWatch. */
  alarmEmail?: string;
}

/** Reads one context value; `undefined` when unset. */
export type ContextReader = (key: string) => unknown;

const stackSafe = /^[A-Za-z][A-Za-z0-9-]{0,62}$/;
const plainEmail = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const certificateArn = /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value).trim();
}

/** A boolean flag given as `true`/`false` (cdk.json) or `-c demo=true` (a string on the command line). */
function flag(read: ContextReader, key: string): boolean {
  const value = text(read, key);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`Context "${key}" must be true or false, not "${value}".`);
}

export function readContext(read: ContextReader): DeployContext {
  const hostel = text(read, 'hostel');
  if (!hostel)
    throw new Error(
      'Context "hostel" is required: it names the stack, e.g. npx cdk deploy -c hostel=riverside',
    );
  if (!stackSafe.test(hostel))
    throw new Error(
      `Context "hostel" must start with a letter and hold only letters, digits and hyphens (got "${hostel}").`,
    );

  const senderEmail = text(read, 'senderEmail');
  if (!senderEmail || !plainEmail.test(senderEmail))
    throw new Error(
      'Context "senderEmail" must be a plain email address that SES may send from, e.g. -c senderEmail=no-reply@example.org',
    );

  const domainName = text(read, 'domainName');
  const certificate = text(read, 'certificateArn');
  if ((domainName === undefined) !== (certificate === undefined))
    throw new Error('Context "domainName" and "certificateArn" go together: give both or neither.');
  if (certificate !== undefined && !certificateArn.test(certificate))
    throw new Error(
      'Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront needs it there).',
    );

  const alarmEmail = text(read, 'alarmEmail');
  if (alarmEmail !== undefined && !plainEmail.test(alarmEmail))
    throw new Error(
      'Context "alarmEmail" must be a plain email address, e.g. -c alarmEmail=warden@riverside.example',
    );

  return {
    hostel,
    senderEmail,
    ...(domainName && certificate ? { domain: { name: domainName, certificateArn: certificate } } : {}),
    demo: flag(read, 'demo'),
    waf: flag(read, 'waf'),
    ...(alarmEmail ? { alarmEmail } : {}),
  };
}

export const stackNameOf = (hostel: string) => `HostelClean-${hostel}`;
export const edgeStackNameOf = (hostel: string) => `${stackNameOf(hostel)}-Edge`;

/** Where the stacks go: `account` absent means the account of the deploying credentials. */
export interface DeployEnvironment {
  account?: string;
  region: string;
}

/**
 * Without `waf`, nothing: the one stack stays environment-agnostic and deploys where the credentials point.
 * With it, the web ACL's stack must be in us-east-1 and the main stack must know its own region to
 * reference it across regions, so the region the CDK CLI resolved (CDK_DEFAULT_REGION, from AWS_REGION or
 * the profile) is required; guessing one could put the data in the wrong region.
 */
export function deployEnvironment(
  config: DeployContext,
  env: Record<string, string | undefined>,
): DeployEnvironment | undefined {
  if (!config.waf) return undefined;
  const region = env.CDK_DEFAULT_REGION;
  if (!region)
    throw new Error(
      'Context "waf=true" needs the region to deploy to: set AWS_REGION (or a profile with a region), ' +
        'e.g. AWS_REGION=eu-west-1 npx cdk deploy -c waf=true ...',
    );
  return { ...(env.CDK_DEFAULT_ACCOUNT ? { account: env.CDK_DEFAULT_ACCOUNT } : {}), region };
}
