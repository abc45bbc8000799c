/**
 * The photo bucket (issue 32): private, encrypted, TLS only; the site's pages post uploads to it
 * (presigned POSTs) and show photos from it (signed GETs), so its CORS names the site's origin; objects
 * expire by their retention tag, one lifecycle rule per retention a hostel may choose.
 */
import { Aws, Duration, Names, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { photoRetentionDays, retentionTagKey, uploadExpirySeconds } from '#shared/photos';

/** Only what the server made: every photo key starts so (`shared/src/photos.ts`). */
const photoKeys = 'photos/*';

export class PhotoBucket extends Construct {
  readonly bucket: Bucket;
  /**
   * `https://<bucket>.s3.<region>.amazonaws.com`, where the SDK's presigned URLs point: the site's
   * Content-Security-Policy allows it. Made of the bucket's name and the region, both known before the
   * distribution, which the bucket's CORS itself names (a GetAtt here would make a cycle).
   */
  readonly origin: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    // A name of the stack, account and region (pseudo parameters), so that the origin needs no GetAtt.
    const bucketName = `${stack.stackName.toLowerCase().slice(0, 20)}-photos-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Photos are evidence a hostel keeps for its retention; a stack removed by mistake must not take them.
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        ...photoRetentionDays.map((days) => ({
          id: `Retention${days}`,
          tagFilters: { [retentionTagKey]: String(days) },
          expiration: Duration.days(days),
        })),
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    this.origin = `https://${bucketName}.s3.${Aws.REGION}.amazonaws.com`;
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Every upload and view is by a URL a function signed for a few minutes, and those calls are in the ' +
        "API's access log and the functions' logs; server access logs would add a log bucket to keep.",
    });
  }

  /** The site's pages may post uploads and read photos (the browsers' preflight and their GETs). */
  allowOrigin(origin: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST, HttpMethods.GET],
      allowedHeaders: ['*'],
      maxAge: uploadExpirySeconds,
    });
  }

  /** A function that signs presigned POSTs: the signature holds only while its role may put and tag. */
  grantUpload(role: IRole): void {
    this.grant(role, ['s3:PutObject', 's3:PutObjectTagging']);
  }

  /** A function that signs GETs of photos. */
  grantView(role: IRole): void {
    this.grant(role, ['s3:GetObject']);
  }

  private grant(role: IRole, actions: string[]): void {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: [this.bucket.arnForObjects(photoKeys)] }),
    );
    // The functions live in the route groups' nested stacks, which get the bucket's ARN as a parameter.
    const bucketId = Names.uniqueId(this.bucket.node.defaultChild as CfnBucket);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<referenceto${bucketId}Arn>/${photoKeys}]`,
      reason:
        'Photo keys are made by the server per upload (a random id under photos/<hostel>/), so the grant ' +
        'names their prefix; the function signs URLs for one key at a time.',
    });
  }
}
