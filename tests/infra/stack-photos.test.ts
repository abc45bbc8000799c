/**
 * The photo bucket of issue 32, read back from the synthesized stack: private, encrypted, TLS only, CORS
 * for the site's origin alone, objects expired by their retention tag, and granted only to the functions
 * whose routes declare `photos` (upload: put and tag; view: get), under the photo prefix only.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';

import { photoRetentionDays } from '#shared/photos';
import { type RouteDef, routeIds, routes } from '#shared/routes';

import { actionsOf, functionIdOf, idsOfType, propertiesOf, roleIdOf } from './stack-template';
import { statementsOfRole, synthesize } from './synth';

let template: Template;
let bucketId: string;

beforeAll(() => {
  ({ template } = synthesize({
    domain: {
      name: 'clean.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666',
    },
  }));
  bucketId = idsOfType(template, 'AWS::S3::Bucket').find((id) => id.startsWith('Photos'))!;
});

describe('the photo bucket', () => {
  it('is private, encrypted, kept when the stack goes, and its objects expire by their retention tag', () => {
    const bucket = propertiesOf(template, bucketId);
    expect(bucket).toMatchObject({
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
    });
    expect(template.toJSON().Resources[bucketId].DeletionPolicy).toBe('Retain');
    const rules = (bucket.LifecycleConfiguration as { Rules: unknown[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining(
        photoRetentionDays.map((days) => ({
          Id: `Retention${days}`,
          Status: 'Enabled',
          TagFilters: [{ Key: 'retention', Value: String(days) }],
          ExpirationInDays: days,
        })),
      ),
    );
  });

  it('answers CORS for the site’s origin alone: POST uploads and GETs of photos', () => {
    expect(propertiesOf(template, bucketId).CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: ['https://clean.example.org'],
          AllowedMethods: ['POST', 'GET'],
          AllowedHeaders: ['*'],
          MaxAge: 300,
        },
      ],
    });
  });

  it('refuses every request without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('is granted to the photo routes only: upload may put and tag, view may get, under photos/', () => {
    const photoActions = Object.fromEntries(
      routeIds.map((id) => {
        const fn = functionIdOf(template, id);
        const statements = statementsOfRole(template, roleIdOf(template, fn)).filter((statement) =>
          JSON.stringify(statement.Resource).includes(bucketId),
        );
        for (const statement of statements)
          expect(JSON.stringify(statement.Resource)).toContain('"/photos/*"');
        const env = (propertiesOf(template, fn).Environment as { Variables: Record<string, unknown> })
          .Variables;
        return [id, { actions: actionsOf(statements), bucket: 'PHOTO_BUCKET' in env }];
      }),
    );
    const expected = Object.fromEntries(
      routeIds.map((id) => {
        const photos = (routes[id] as RouteDef).photos;
        const actions =
          photos === 'upload'
            ? ['s3:PutObject', 's3:PutObjectTagging']
            : photos === 'view'
              ? ['s3:GetObject']
              : [];
        return [id, { actions, bucket: photos !== undefined }];
      }),
    );
    expect(photoActions).toEqual(expected);
    expect(photoActions.createPhotoUpload?.actions).toEqual(['s3:PutObject', 's3:PutObjectTagging']);
    expect(photoActions.requestTimeline?.actions).toEqual(['s3:GetObject']);
  });
});
