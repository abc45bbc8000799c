/**
 * The site: a private bucket that only CloudFront may read (origin access control), one distribution that
 * serves the built web app and sends `/api/*` to the HTTP API on the same origin, and the runtime
 * `config.json` the app reads at start.
 */
import { existsSync } from 'node:fs';

import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

import { originVerifyHeader } from '#functions/http/origin-verify';
import { contentSecurityPolicyWith, strictTransportSecurityMaxAgeSeconds } from '#shared/site-headers';

import { nagAccount, nagRegion } from './mailer';
import { spaRewriteSource } from './spa-rewrite';
import { viewerAddressSource } from './viewer-address';

export interface WebsiteProps {
  api: HttpApi;
  /** The built web app (`web/dist`). When it is missing, only `config.json` is deployed. */
  siteDir: string;
  domain?: { name: string; certificateArn: string };
  demo: boolean;
  /** Sent to the API with every request, so that the functions can refuse requests that went around. */
  originVerify: string;
  /** The ARN of a web ACL (scope CLOUDFRONT, in us-east-1) to put in front of the distribution. */
  webAclArn?: string;
  /** The photo bucket's origin (issue 32): the pages post uploads to it and show its signed photos. */
  photoOrigin?: string;
}

export class Website extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://` and the site's host name. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public build of the web app, written by the deployment; reads are through ' +
        'CloudFront. Server access logs would add a log bucket and record nothing of value.',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(strictTransportSecurityMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicyWith(props.photoOrigin),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        // Reset links carry a token in the page's path; no request may leak it in a Referer header.
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for the web app client routes',
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(viewerAddressSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Hands the viewer's IP address to the API",
    });

    // The API's host name: its endpoint is https://<id>.execute-api.<region>.amazonaws.com.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Hostel Clean ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.domain
        ? {
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // CloudFront forwards the full path, so the API's routes are /api/... themselves.
        '/api/*': {
          origin: new HttpOrigin(apiHost, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // The execute-api endpoint stays open (see functions/src/http/origin-verify.ts): this value tells
            // the functions that a request came this way, through the web ACL and the viewer-address function.
            customHeaders: { [originVerifyHeader]: props.originVerify },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent but Host: API Gateway answers 403 to a Host that is not its own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          // The viewer's address, as a header this policy forwards (why not CloudFront-Viewer-Address:
          // viewer-address.ts).
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.acknowledgeDistributionFindings(props.domain !== undefined, props.webAclArn !== undefined);

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    const deployOptions = {
      destinationBucket: this.bucket,
      distribution: this.distribution,
      memoryLimit: 512,
    };
    if (existsSync(props.siteDir)) {
      const site = new BucketDeployment(this, 'Deploy', {
        ...deployOptions,
        // Source maps stay on the build machine: they would publish the whole source of the site.
        sources: [Source.asset(props.siteDir, { exclude: ['**/*.map'] })],
        // Neither uploaded nor pruned here: config.json is the next deployment's.
        exclude: ['config.json'],
        distributionPaths: ['/*'],
      });
      acknowledgeDeploymentHandler(site, this.bucket);
    }
    // index.html preloads config.json, so a browser must not take it from its cache without asking: it is
    // served with no-cache, in a deployment of its own (Cache-Control is set per deployment).
    const config = new BucketDeployment(this, 'DeployConfig', {
      ...deployOptions,
      sources: [Source.jsonData('config.json', { apiBase: '/api', demo: props.demo })],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distributionPaths: ['/config.json'],
    });
    acknowledgeDeploymentHandler(config, this.bucket);
  }

  private acknowledgeDistributionFindings(customDomain: boolean, webAcl: boolean): void {
    const acknowledge = (id: string, reason: string) =>
      Validations.of(this.distribution).acknowledge({ id, reason });
    acknowledge(
      'AwsSolutions-CFR1',
      'Students and staff reach the site from anywhere; there is no country to exclude.',
    );
    if (!webAcl)
      acknowledge(
        'AwsSolutions-CFR2',
        'A web ACL costs a fixed monthly fee per deployment, so it is the opt-in -c waf=true; without it the ' +
          'API is throttled at the stage (tighter on login routes) and per account in the handlers.',
      );
    acknowledge(
      'AwsSolutions-CFR3',
      'Edge access logs would record reset-link tokens (they are in the page path) and need an ACL-enabled ' +
        'log bucket; API requests are logged at the API stage by route key.',
    );
    if (!customDomain)
      acknowledge(
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the cloudfront.net certificate, whose minimum ' +
          'protocol CloudFront fixes; with domainName and certificateArn it is TLSv1.2_2021.',
      );
  }
}

/** The copy function is CDK's own (one per stack, shared by deployments); its permissions are CDK's design. */
function acknowledgeDeploymentHandler(deployment: BucketDeployment, bucket: Bucket): void {
  const stack = Stack.of(bucket);
  const handler = deployment.handlerRole.node.scope;
  if (!handler) return;
  const acknowledge = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });
  const copyReason =
    'CDK BucketDeployment copies the site from the CDK asset bucket into the site bucket and prunes old files; ' +
    'the object wildcards are limited to those two buckets.';
  for (const finding of [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagAccount(stack)}-${nagRegion(stack)}/*`,
    `Resource::<${Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>/*`,
  ])
    acknowledge(`AwsSolutions-IAM5[${finding}]`, copyReason);
  acknowledge(
    'AwsSolutions-IAM5[Resource::*]',
    'CDK BucketDeployment invalidates the CloudFront cache after a deployment (cloudfront:CreateInvalidation ' +
      'and GetInvalidation), which it grants on every distribution.',
  );
  acknowledge(
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'CDK BucketDeployment creates its copy function with the basic execution role; it runs only during deploys.',
  );
  acknowledge(
    'AwsSolutions-L1',
    'CDK BucketDeployment chooses and updates the runtime of its copy function.',
  );
}
