import { oidcRoutes } from '#shared/route-table/oidc';

import { getHostel } from '../data/hostels';
import { getOidcSettings, saveOidcSettings } from '../data/oidc';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';
import { refuseField } from '../refusal';
import { issuerAllowed } from '../security/oidc-client';
import { storeClientSecret } from '../security/oidc-secret';
import { answerOf } from './oidc-settings';

/**
 * Saves the hostel's provider. The client secret goes to its own store (Secrets Manager) and is never
 * answered; left out, the stored one stays. Turned on, the hostel is offered on the login page only once a
 * secret is stored.
 */
export const updateOidcSettings: RouteLogic<'updateOidcSettings'> = async ({ body, user }) => {
  if (!issuerAllowed(body.issuer)) throw refuseField('issuer', 'Use the provider’s https address');
  const hostel = await getHostel(user.hostelId);
  if (!hostel) throw refuseField('issuer', 'Field is not valid');
  const { clientSecret, ...settings } = body;
  if (clientSecret !== undefined) await storeClientSecret(hostel.id, clientSecret);
  const secretStored =
    clientSecret !== undefined || (await getOidcSettings(hostel.id))?.secretStored === true;
  const saved = { ...settings, secretStored };
  await saveOidcSettings(hostel, saved);
  return ok(answerOf(saved));
};

export const handler = createHandler(oidcRoutes, 'updateOidcSettings', updateOidcSettings);
