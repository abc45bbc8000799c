/**
 * A route's Lambda integration whose invoke permission sits beside the function, in its route group's
 * nested stack, instead of beside the route in the main stack (where `HttpLambdaIntegration` puts it).
 * CloudFormation takes 500 resources a stack: with a route, an integration and a permission per route the
 * main stack held 337 at 90 routes, too few to leave room for the routes still to come
 * (`tests/infra/stack-size.test.ts`).
 */
import { Stack } from 'aws-cdk-lib';
import type { HttpRouteIntegrationBindOptions } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

export class GroupLambdaIntegration extends HttpLambdaIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
  ) {
    super(id, fn);
  }

  protected override completeBind(options: HttpRouteIntegrationBindOptions): void {
    const { route } = options;
    // The same grant as HttpLambdaIntegration's: API Gateway may invoke the function for this route only.
    this.fn.addPermission('ApiPermission', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this.fn).formatArn({
        service: 'execute-api',
        resource: route.httpApi.apiId,
        resourceName: `*/*${route.path ?? ''}`,
      }),
    });
  }
}
