/**
 * The stack's site, read back from its synthesized template: the private bucket behind CloudFront, its
 * caching and compression, the API behind it, client routes and the security headers.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { originVerifyHeader } from '#functions/http/origin-verify';
import { spaRewriteSource } from '#infra/lib/constructs/spa-rewrite';
import { viewerAddressSource } from '#infra/lib/constructs/viewer-address';
import { contentSecurityPolicy, contentSecurityPolicyWith } from '#shared/site-headers';

import {
  allViewerExceptHostHeader,
  cachingDisabled,
  cachingOptimized,
  idsOfType,
  originVerifySecretId,
  propertiesOf,
  resolvedSecret,
} from './stack-template';
import { resourcesOf, synthesize } from './synth';

/** A `Fn::Join` of strings and pseudo parameters as one text, `${AWS::Region}` for `{ Ref: 'AWS::Region' }`. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(joined).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  if (ref) return `\${${ref}}`;
  throw new Error(`not a joined text: ${JSON.stringify(value)}`);
}

describe('the stack with the default context (no demo, no custom domain, site not built)', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthesize());
  });

  it('keeps the site bucket private, TLS-only and readable by this distribution alone (OAC)', () => {
    // The site's bucket; the other is the photo bucket (`stack-photos.test.ts`).
    const [bucketId] = idsOfType(template, 'AWS::S3::Bucket').filter((id) => id.startsWith('Site'));
    const [distributionId] = idsOfType(template, 'AWS::CloudFront::Distribution');
    const [oacId] = idsOfType(template, 'AWS::CloudFront::OriginAccessControl');
    const bucketArn = { 'Fn::GetAtt': [bucketId, 'Arn'] };
    const objects = { 'Fn::Join': ['', [bucketArn, '/*']] };

    template.resourceCountIs('AWS::S3::Bucket', 2);
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      WebsiteConfiguration: Match.absent(),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:*',
            Resource: [bucketArn, objects],
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
          {
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: objects,
            Condition: {
              StringEquals: {
                'AWS:SourceArn': {
                  'Fn::Join': [
                    '',
                    [
                      'arn:',
                      { Ref: 'AWS::Partition' },
                      ':cloudfront::',
                      { Ref: 'AWS::AccountId' },
                      ':distribution/',
                      { Ref: distributionId },
                    ],
                  ],
                },
              },
            },
          },
        ],
      },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
            OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ]),
      }),
    });
  });

  it('compresses the site at the edge: brotli or gzip, as the viewer accepts', () => {
    const config = propertiesOf(template, idsOfType(template, 'AWS::CloudFront::Distribution')[0]!)
      .DistributionConfig as {
      DefaultCacheBehavior: { Compress?: boolean; CachePolicyId?: string };
    };

    // CachingOptimized is the managed policy with gzip and brotli in the cache key, which edge
    // compression of JS, CSS, HTML, JSON and SVG needs.
    expect(config.DefaultCacheBehavior).toMatchObject({ Compress: true, CachePolicyId: cachingOptimized });
  });

  it('sends /api/* to the HTTP API uncached, with everything but Host, the viewer address and the origin-verify value, for every method', () => {
    const [apiId] = idsOfType(template, 'AWS::ApiGatewayV2::Api');
    const config = propertiesOf(template, idsOfType(template, 'AWS::CloudFront::Distribution')[0]!)
      .DistributionConfig as {
      CacheBehaviors: { TargetOriginId: string }[];
      Origins: { Id: string }[];
    };
    const [behaviour] = config.CacheBehaviors;
    const origin = config.Origins.find((candidate) => candidate.Id === behaviour?.TargetOriginId);
    const viewerAddressId = Object.entries(resourcesOf(template)).find(
      ([, resource]) =>
        resource.Type === 'AWS::CloudFront::Function' &&
        resource.Properties?.FunctionCode === viewerAddressSource,
    )![0];

    expect(config.CacheBehaviors).toHaveLength(1);
    expect(behaviour).toEqual({
      PathPattern: '/api/*',
      TargetOriginId: origin?.Id,
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
      Compress: true,
      ResponseHeadersPolicyId: { Ref: idsOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0] },
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerAddressId, 'FunctionARN'] } },
      ],
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      Name: Match.anyValue(),
      FunctionCode: viewerAddressSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(origin).toEqual({
      Id: behaviour?.TargetOriginId,
      DomainName: {
        'Fn::Select': [
          2,
          {
            'Fn::Split': ['/', { 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }],
          },
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
      OriginCustomHeaders: [
        { HeaderName: originVerifyHeader, HeaderValue: resolvedSecret(originVerifySecretId(template)) },
      ],
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
  });

  it('serves client routes with a viewer-request function, not distribution-wide error pages', () => {
    const functionId = idsOfType(template, 'AWS::CloudFront::Function').find(
      (id) => propertiesOf(template, id).FunctionCode === spaRewriteSource,
    );

    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
          ],
        }),
      }),
    });
  });

  it('sends the security headers with every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31_536_000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        },
      }),
    });
    // The policy of `shared/src/site-headers.ts`, with the photo bucket's origin (issue 32) named.
    const [policyId] = idsOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = propertiesOf(template, policyId!).ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
    };
    const photoOrigin =
      'https://hostelclean-test-photos-${AWS::AccountId}-${AWS::Region}.s3.${AWS::Region}.amazonaws.com';
    expect(joined(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(
      contentSecurityPolicyWith(photoOrigin),
    );
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toContain("img-src 'self' data:");
  });
});
