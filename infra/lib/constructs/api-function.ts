/**
 * One Lambda function with the product's defaults: Node.js 22 on arm64, an ESM bundle made by the local
 * esbuild (minified, with source maps), an explicit timeout and memory, a log group with a retention, and a
 * role of its own that may write to that log group only — no managed policy with `logs:*` on `*`.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ApiFunctionProps {
  /** The TypeScript module exporting `handler`. */
  entry: string;
  /** Already-built code, used instead of bundling `entry` (for example when a pipeline bundles separately). */
  code?: Code;
  description: string;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
}

export const functionDefaults = {
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  logRetention: RetentionDays.ONE_MONTH,
} as const;

export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: functionDefaults.logRetention,
      // Logs are diagnostics, not records: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logGroup = this.logGroup;
    logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      ...(props.code ? { code: props.code, handler: 'index.handler' } : { entry: props.entry }),
      description: props.description,
      runtime: functionDefaults.runtime,
      architecture: functionDefaults.architecture,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // NodejsFunction leaves `@aws-sdk/*` out of the bundle on Node 18+ runtimes (its default
        // externalModules), so the functions use the SDK that the Lambda runtime ships, not the pinned one.
        // ESM entry points make what is bundled (zod, middy, jsonwebtoken) tree-shake.
        mainFields: ['module', 'main'],
        // Bundled CommonJS dependencies (jsonwebtoken) call require() for Node built-ins.
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        forceDockerBundling: false,
      },
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the product is built and tested for (in standard support until April 2027); ' +
        'moving to Node.js 24 is a deliberate upgrade of the whole toolchain.',
    });
  }
}
