/**
 * SES for the product's mail: an email identity for the sender address, and the one permission a mailing
 * function gets — SendEmail, only with that address as the sender.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/**
 * How cdk-nag names the stack's region and account in a finding: the pseudo parameter in an
 * environment-agnostic stack, the literal value in one with an environment (with `waf` on).
 */
export const nagRegion = (stack: Stack) =>
  Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
export const nagAccount = (stack: Stack) =>
  Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;

export class Mailer extends Construct {
  readonly identity: EmailIdentity;

  constructor(
    scope: Construct,
    id: string,
    readonly senderEmail: string,
  ) {
    super(scope, id);
    // SES mails this address a verification link on deploy; nothing is sent until it is clicked.
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(senderEmail) });
  }

  /**
   * Lets `grantee` send as the sender address. The resource is every identity of this account and region
   * because SES also authorizes against the recipient's identity while the account is in the SES sandbox;
   * the `ses:FromAddress` condition is what pins the permission to our sender.
   */
  grantSend(role: IRole): void {
    const stack = Stack.of(this);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        conditions: { StringEquals: { 'ses:FromAddress': this.senderEmail } },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${nagRegion(stack)}:${nagAccount(stack)}:identity/*]`,
      reason:
        'SES checks the recipient identity too while the account is in the sandbox; the ses:FromAddress ' +
        'condition limits sending to the configured sender address.',
    });
  }
}
