/**
 * The single DynamoDB table, built from the same definition the local runtime uses for CreateTable, so the
 * cloud and a laptop always have the same keys and indexes.
 */
import { Names, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type CfnTable,
  ProjectionType,
  StreamViewType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

import { tableDefinition } from '#functions/data/store/table';
import type { DynamoAction } from '#shared/routes';

const key = (name: string) => ({ name, type: AttributeType.STRING });

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      // On demand: an idle deployment pays for storage only.
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      stream: StreamViewType[tableDefinition.streamView],
      // The data outlives the stack: deleting the stack (or a mistaken replacement) must not delete it.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }

  /** Read-only or read-write item access to the table and its indexes, nothing else (no table management). */
  grant(access: 'read' | 'write', role: IRole): void {
    if (access === 'read') this.table.grantReadData(role);
    else this.table.grantReadWriteData(role);
    this.acknowledgeIndexWildcard(role);
  }

  /**
   * Exactly these item actions: Query on the table and its indexes (the lists are index queries), every
   * other action on the table itself, where items live. Nothing when the list is empty.
   */
  grantActions(role: IRole, actions: readonly DynamoAction[]): void {
    const onItems = actions.filter((action) => action !== 'Query');
    if (onItems.length > 0)
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: onItems.map((action) => `dynamodb:${action}`),
          resources: [this.table.tableArn],
        }),
      );
    if (actions.includes('Query')) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [this.table.tableArn, `${this.table.tableArn}/index/*`],
        }),
      );
      this.acknowledgeIndexWildcard(role);
    }
  }

  private acknowledgeIndexWildcard(role: IRole): void {
    const stack = Stack.of(this);
    const tableId = stack.getLogicalId(this.table.node.defaultChild as CfnTable);
    // A role in a nested stack (the route groups') reads the table's ARN from the parameter CDK passes it.
    const arn =
      Stack.of(role) === stack
        ? `${tableId}.Arn`
        : `referenceto${Names.uniqueId(this.table.node.defaultChild as CfnTable)}Arn`;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${arn}>/index/*]`,
      reason: "The wildcard names this table's own indexes, which the data layer queries; no other table.",
    });
  }
}
