/**
 * A hostel's identity-provider settings, the login page's list of hostels that offer it, and the sign-ins
 * under way (issue 34; keys in `store/oidc-keys.ts`).
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

import type { Role } from '#shared/domain';
import type { OidcNewPeople } from '#shared/schemas/oidc';

import { db, tableName } from './store/client';
import { oidcKeys } from './store/oidc-keys';
import { queryOnce } from './store/page';
import { transact } from './store/transact';

export interface OidcSettings {
  enabled: boolean;
  issuer: string;
  clientId: string;
  secretStored: boolean;
  label: string;
  domains: string[];
  newPeople: OidcNewPeople;
}

export async function getOidcSettings(hostelId: string): Promise<OidcSettings | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: oidcKeys.oidcSettings(hostelId) }),
  );
  if (!Item) return undefined;
  return {
    enabled: Item.enabled === true,
    issuer: String(Item.issuer),
    clientId: String(Item.clientId),
    secretStored: Item.secretStored === true,
    label: String(Item.label),
    domains: (Item.domains as string[] | undefined) ?? [],
    newPeople: Item.newPeople as OidcNewPeople,
  };
}

/** Saves the settings and, in the same transaction, lists the hostel on the login page or takes it off. */
export async function saveOidcSettings(
  hostel: { id: string; name: string },
  settings: OidcSettings,
): Promise<void> {
  const now = new Date().toISOString();
  const listed = settings.enabled && settings.secretStored;
  await transact([
    {
      Put: {
        TableName: tableName,
        Item: { ...oidcKeys.oidcSettings(hostel.id), entity: 'OidcSettings', ...settings, updatedAt: now },
      },
    },
    listed
      ? {
          Put: {
            TableName: tableName,
            Item: {
              ...oidcKeys.oidcProvider(hostel.id),
              entity: 'OidcProvider',
              hostelId: hostel.id,
              hostel: hostel.name,
              label: settings.label,
            },
          },
        }
      : { Delete: { TableName: tableName, Key: oidcKeys.oidcProvider(hostel.id) } },
  ]);
}

/** At most this many hostels of one deployment (a hostel group's stack) are listed on the login page. */
const providerListLimit = 100;

export async function listOidcProviders(): Promise<{ hostelId: string; hostel: string; label: string }[]> {
  const { items } = await queryOnce(oidcKeys.oidcProviders, { limit: providerListLimit });
  return items.map((item) => ({
    hostelId: String(item.hostelId),
    hostel: String(item.hostel),
    label: String(item.label),
  }));
}

/** What the callback needs of a sign-in it did not start itself. */
export interface SignInState {
  hostelId: string;
  role: Role;
  codeVerifier: string;
  nonce: string;
}

/** A sign-in must come back within this time. */
const signInLifetimeSeconds = 10 * 60;

export async function putSignInState(state: string, value: SignInState): Promise<void> {
  const expiresAt = Math.floor(Date.now() / 1000) + signInLifetimeSeconds;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...oidcKeys.oidcSignIn(state), entity: 'OidcSignIn', ...value, expiresAt, ttl: expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Takes a sign-in's state once: the delete answers what it removed, so a replayed or forged state, or one
 * past its time (TTL deletes lazily), finds nothing.
 */
export async function takeSignInState(state: string): Promise<SignInState | undefined> {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName, Key: oidcKeys.oidcSignIn(state), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || Number(Attributes.expiresAt) <= Math.floor(Date.now() / 1000)) return undefined;
  return {
    hostelId: String(Attributes.hostelId),
    role: Attributes.role as Role,
    codeVerifier: String(Attributes.codeVerifier),
    nonce: String(Attributes.nonce),
  };
}
