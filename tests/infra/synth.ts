/**
 * Synthesizes the stack for assertions: bundling is skipped (no esbuild run), and each route gets a tiny
 * inline handler, so the tests depend neither on the handler files nor on a built web app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code } from 'aws-cdk-lib/aws-lambda';

import { type DeployContext, type DeployEnvironment, deployEnvironment } from '#infra/lib/context';
import { addDeployment } from '#infra/lib/deployment';

export const baseConfig: DeployContext = {
  hostel: 'test',
  senderEmail: 'no-reply@hostel.example',
  demo: false,
  waf: false,
};

/** What the CDK CLI would resolve from credentials and a profile, for the shapes that need it (waf). */
export const testEnvironment = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' };

/** Scratch folders of this test file (cloud assemblies hold a 20 MB asset each), removed when it ends. */
const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder standing in for `web/dist`. */
export function builtSite(): string {
  const dir = scratchDir('hostel-site-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hostel Clean</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets', 'index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["app.tsx"]}');
  return dir;
}

/**
 * CDK's built-in CloudFormation schema check is left to `npm run synth`: it takes seconds to tens of seconds
 * per synth, and these tests read specific properties anyway.
 */
export function synthesize(config: Partial<DeployContext> = {}, options: { siteDir?: string } = {}) {
  const app = new App({
    outdir: scratchDir('hostel-cdk-'),
    context: { 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const deployConfig = { ...baseConfig, ...config };
  const environment: DeployEnvironment | undefined = deployEnvironment(deployConfig, testEnvironment);
  const { main: stack, edge } = addDeployment(app, deployConfig, environment, {
    siteDir: options.siteDir ?? join(tmpdir(), 'no-site-built'),
    handlerCode: () => Code.fromInline('export const handler = async () => ({ statusCode: 200 });'),
  });
  const template = folded(stack);
  return { app, stack, template, edge, edgeTemplate: edge ? Template.fromStack(edge) : undefined };
}

/** Every place `replace` gives a new value for, deep in a template's JSON. */
function rewrite(value: unknown, replace: (value: object) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, replace));
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, replace)]));
}

/**
 * The stack as CloudFormation deploys it: the route groups' nested stacks (`infra/lib/constructs/api.ts`)
 * folded into one template, each parameter a nested stack reads replaced by what the stack passes it and
 * each output the stack reads replaced by its value, so the tests read one set of resources.
 */
function folded(stack: Stack): Template {
  // A copy: the template CDK keeps for the stack is left as it is.
  const json = structuredClone(Template.fromStack(stack).toJSON()) as { Resources: Resources };
  for (const nested of stack.node.findAll().filter(NestedStack.isNestedStack)) {
    const nestedId = stack.getLogicalId(nested.nestedStackResource as never);
    const passed = (json.Resources[nestedId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const inner = Template.fromStack(nested).toJSON() as {
      Resources: Resources;
      Outputs?: Record<string, { Value: unknown }>;
    };
    const resolved = rewrite(inner, (value) => {
      const ref = (value as { Ref?: unknown }).Ref;
      return typeof ref === 'string' && ref in passed ? passed[ref] : undefined;
    }) as typeof inner;
    const outputs = resolved.Outputs ?? {};
    delete json.Resources[nestedId];
    for (const [id, resource] of Object.entries(resolved.Resources)) {
      if (id in json.Resources) throw new Error(`${id} is in the stack and in its nested ${nestedId}`);
      json.Resources[id] = resource;
    }
    json.Resources = rewrite(json.Resources, (value) => {
      const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
      if (!Array.isArray(getAtt) || getAtt[0] !== nestedId) return undefined;
      return outputs[String(getAtt[1]).replace(/^Outputs\./, '')]?.Value;
    }) as Resources;
  }
  return Template.fromJSON(json);
}

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
>;

export const resourcesOf = (template: Template) => template.toJSON().Resources as Resources;

/** The logical id of a `{ Ref }` or `{ Fn::GetAtt: [id, …] }`. */
export function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every policy statement of a role: its attached AWS::IAM::Policy resources and its inline policies. */
export function statementsOfRole(template: Template, roleId: string): Statement[] {
  const resources = resourcesOf(template);
  const inline = (
    (resources[roleId]?.Properties?.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]
  ).flatMap((policy) => policy.PolicyDocument.Statement);
  const attached = Object.values(resources)
    .filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        (resource.Properties?.Roles as unknown[]).some((role) => refOf(role) === roleId),
    )
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
  return [...inline, ...attached];
}
