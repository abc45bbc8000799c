/**
 * One deployment of Hostel Clean (a hostel group): the table, the photo bucket, the JWT key, mail (and the mailer the table's
 * stream feeds), the API built from the route table, and the site in front of it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Code } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

import type { RouteId } from '#shared/routes';

import { Api } from './constructs/api';
import { DemoSeed } from './constructs/demo-seed';
import { Mailer } from './constructs/mailer';
import { MorningMailAlarm } from './constructs/morning-mail-alarm';
import { NoticeMailer } from './constructs/notice-mailer';
import { OperationsAlarms } from './constructs/operations-alarms';
import { PhotoBucket } from './constructs/photo-bucket';
import { RetentionWork } from './constructs/retention-work';
import { ScheduledWork } from './constructs/scheduled-work';
import { SecurityAlarms } from './constructs/security-alarms';
import { DataTable } from './constructs/table';
import { Website } from './constructs/website';
import type { DeployContext } from './context';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface HostelStackProps extends StackProps {
  config: DeployContext;
  /** The built web app; default `web/dist`. */
  siteDir?: string;
  /** Prebuilt code per route instead of bundling `functions/src/routes/<route>.ts`. */
  handlerCode?: (id: RouteId) => Code;
  /** The web ACL in front of the distribution (from the edge stack, with `waf` on). */
  webAclArn?: string;
}

export class HostelStack extends Stack {
  readonly api: Api;
  readonly website: Website;
  readonly table: DataTable;
  readonly photos: PhotoBucket;
  readonly scheduledWork: ScheduledWork;
  readonly retentionWork: RetentionWork;

  constructor(scope: Construct, id: string, props: HostelStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new DataTable(this, 'Data');

    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Signing key of Hostel Clean session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(jwtSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the signing key would sign every user out; it is replaced by hand when needed (docs/deploy.md).',
    });

    // CloudFront sends this with every API request, and the functions compare it (origin-verify.ts): the
    // API's execute-api endpoint cannot be closed without an API custom domain, so going around CloudFront
    // (its web ACL, its viewer-address header) is refused by the functions instead.
    const originVerifySecret = new Secret(this, 'OriginVerify', {
      description: 'Header value by which Hostel Clean functions know a request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions receive the value when the stack deploys; a rotation would not reach ' +
        'them until the next deploy, and in between every request would be refused.',
    });
    const originVerify = originVerifySecret.secretValue.unsafeUnwrap();

    // The VAPID key pair of push notifications (issue 33): a placeholder until `npm run push:keys` sets the
    // pair (push stays off until then); only the notice function, which sends the pushes, may read it.
    const pushKeys = new Secret(this, 'PushKeys', {
      description: 'VAPID key pair of Hostel Clean push notifications (set by npm run push:keys)',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
    });
    Validations.of(pushKeys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A new VAPID pair voids every device subscription made with the old one; it is replaced by hand ' +
        '(npm run push:keys -- --replace, docs/push-notifications.md).',
    });

    const mailer = new Mailer(this, 'Mail', config.senderEmail);
    this.photos = new PhotoBucket(this, 'Photos');
    this.api = new Api(this, 'Api');
    this.website = new Website(this, 'Site', {
      api: this.api.httpApi,
      photoOrigin: this.photos.origin,
      siteDir: props.siteDir ?? join(repoRoot, 'web/dist'),
      demo: config.demo,
      originVerify,
      ...(config.domain ? { domain: config.domain } : {}),
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
    });
    this.api.addRouteTable({
      table: this.table,
      jwtSecret,
      mailer,
      appOrigin: this.website.url,
      originVerify,
      photos: this.photos,
      ...(props.handlerCode ? { handlerCode: props.handlerCode } : {}),
    });
    this.photos.allowOrigin(this.website.url);
    const noticeMailer = new NoticeMailer(this, 'NoticeMail', {
      table: this.table,
      mailer,
      appOrigin: this.website.url,
      pushKeys,
    });
    this.scheduledWork = new ScheduledWork(this, 'Scheduled', {
      table: this.table,
      mailer,
      appOrigin: this.website.url,
    });
    this.retentionWork = new RetentionWork(this, 'Retention', { table: this.table });
    if (config.demo) new DemoSeed(this, 'Demo', this.table);
    const security = new SecurityAlarms(this, 'Security', {
      passwordCheckLogs: (['authLogin', 'updatePassword'] as const).map(
        (id) => this.api.functions.get(id)!.logGroup,
      ),
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    });
    new MorningMailAlarm(this, 'MorningMail', {
      jobLogs: this.scheduledWork.function.logGroup,
      ...(security.topic ? { topic: security.topic } : {}),
    });
    new OperationsAlarms(this, 'Operations', {
      stage: this.api.stage,
      functionLogs: [
        ...[...this.api.functions.values()].map((fn) => fn.logGroup),
        noticeMailer.function.logGroup,
        this.scheduledWork.function.logGroup,
        this.retentionWork.function.logGroup,
      ],
      noticeMailer: noticeMailer.function.fn,
      topic: security.topic,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.website.url, description: 'Open the product here' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.website.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME or alias record)',
    });
    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'PhotoBucket', { value: this.photos.bucket.bucketName });
    new CfnOutput(this, 'SenderEmail', { value: config.senderEmail });
    new CfnOutput(this, 'PushKeysSecret', {
      value: pushKeys.secretArn,
      description: 'Where npm run push:keys puts the VAPID key pair',
    });
  }
}
