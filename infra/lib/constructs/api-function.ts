/**
 * One Lambda function with the product's defaults: Node.js 24 on arm64, an ESM bundle made by the local
 * esbuild (minified, with source maps, the AWS SDK inside), an explicit timeout and memory, a log group
 * with a retention, and a role of its own that may write to that log group only — no managed policy with
 * `logs:*` on `*`.
 */
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
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
  /** Data files the code reads beside its bundle at run time, as paths from the repository's root. */
  files?: readonly string[];
}

export const functionDefaults = {
  // Node.js 24: in standard support until April 2028 (22 ends April 2027), and the faster init of the two.
  runtime: Runtime.NODEJS_24_X,
  architecture: Architecture.ARM_64,
  logRetention: RetentionDays.ONE_MONTH,
} as const;

/**
 * Modules the bundles take from elsewhere: in Lambda, credentials come from the environment only
 * (`tooling/lambda/lambda-credentials.ts` says why).
 */
export const bundleAliases = {
  '@aws-sdk/credential-provider-node': fileURLToPath(
    new URL('../../../tooling/lambda/lambda-credentials.ts', import.meta.url),
  ),
};

/**
 * How every handler is bundled; `npm run bench` and the bundle budget test (`tests/unit/bundle.test.ts`)
 * build with these same options.
 */
export const handlerBundling = {
  format: OutputFormat.ESM,
  target: 'node24',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // The AWS SDK is bundled (NodejsFunction leaves `@aws-sdk/*` out by default), so the functions run the
  // pinned version the tests ran, and a bundled, tree-shaken SDK loads faster than the runtime's copy
  // (the cold-import figures of `npm run bench`).
  externalModules: [],
  // ESM entry points make what is bundled (the SDK, zod, middy) tree-shake.
  mainFields: ['module', 'main'],
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  esbuildArgs: {
    '--alias': Object.entries(bundleAliases).map(([name, path]) => `${name}=${path}`),
  },
  forceDockerBundling: false,
} as const satisfies BundlingOptions;

/** The common-password list, which the functions that set a password read beside their bundle. */
export const commonPasswordsFile = 'shared/src/passwords/common-passwords.json';

/**
 * `handlerBundling`, with `files` (paths from the repository's root) copied beside the bundle once it is
 * built: the code reads them next to itself, so they cost the bundle nothing and load only when used.
 */
export function bundlingWith(files: readonly string[]): BundlingOptions {
  if (files.length === 0) return handlerBundling;
  return {
    ...handlerBundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => filesBeside(files, inputDir, outputDir),
    },
  };
}

/** The commands that copy `files` from the repository at `root` into the bundle's folder `outputDir`. */
export const filesBeside = (files: readonly string[], root: string, outputDir: string): string[] =>
  files.map((file) => `cp "${root}/${file}" "${outputDir}/${basename(file)}"`);

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
      bundling: bundlingWith(props.files ?? []),
    });
  }
}
