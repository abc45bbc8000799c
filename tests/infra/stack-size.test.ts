/**
 * CloudFormation refuses a stack of more than 500 resources. One stack of every route's function passed it
 * at 68 routes, so each route group's functions are a nested stack (`infra/lib/constructs/api.ts`); this
 * keeps the stack and each nested one within the limit, with room for the routes still to come.
 */
import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

import { routeIds } from '#shared/routes';

import { synthesize } from './synth';

const limit = 500;
const countOf = (template: Template) => Object.keys(template.toJSON().Resources as object).length;

describe("the stack's size", () => {
  const { stack } = synthesize({ demo: true });
  const nested = stack.node.findAll().filter(NestedStack.isNestedStack);

  it("keeps the stack within CloudFormation's limit, however many routes the table has", () => {
    const own = countOf(Template.fromStack(stack));
    // Per route, the stack holds its API route and integration (the function, its invoke permission and
    // error metric filter are in the group's nested stack). Issues 32 and 34 took the stack to 308
    // resources at 134 routes, and their later routes (erasing a person, the cleans waiting for
    // inspection, rotating a webhook's secret) to 322: room for eighty-five more; what comes after is in
    // docs/operations.md.
    expect(own).toBeLessThan(limit);
    expect(own + 2 * 85).toBeLessThan(limit);
  });

  it('puts every route function in its group’s nested stack, each within the limit', () => {
    const functions = nested.map((group) => {
      const template = Template.fromStack(group);
      expect(countOf(template)).toBeLessThan(limit);
      return Object.keys(template.findResources('AWS::Lambda::Function')).length;
    });
    expect(functions.reduce((sum, count) => sum + count, 0)).toBe(routeIds.length);
  });
});
