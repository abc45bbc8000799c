/** One route of the API reference: method and path, who may call it, its request fields and its answers. */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { RouteEntry } from './reference-model';

const roleKeys = ['admin', 'roomkeeper', 'student'] as const;

function WhoMayCall({ route }: { route: RouteEntry }) {
  const { t } = useTranslation(['reference', 'common']);
  if (route.roles === 'public') return <Box variant="p">{t('public')}</Box>;
  const names = route.roles.map((role) =>
    roleKeys.includes(role as (typeof roleKeys)[number])
      ? t(`common:roles.${role as (typeof roleKeys)[number]}`)
      : role,
  );
  return (
    <Box variant="p">
      {names.join(', ')}
      {route.openToAwaiting ? ` (${t('awaiting')})` : ''}
    </Box>
  );
}

export function RouteCard({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('reference');
  return (
    <section className="developers-route" aria-labelledby={`route-${route.id}`}>
      <SpaceBetween size="xs">
        <h3 id={`route-${route.id}`} className="developers-route-title">
          <Badge color={route.method === 'GET' ? 'blue' : 'green'}>{route.method}</Badge>{' '}
          <code>{route.path}</code>
        </h3>
        <Box color="text-body-secondary">
          {route.summary} · <code>{route.id}</code>
        </Box>
        <ColumnLayout columns={3} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{t('whoMayCall')}</Box>
            <WhoMayCall route={route} />
          </div>
          <div>
            <Box variant="awsui-key-label">{t('request')}</Box>
            {route.fields.length === 0 ? (
              <Box variant="p">{t('noRequest')}</Box>
            ) : (
              <ul className="developers-list">
                {route.fields.map((field) => (
                  <li key={`${field.where}-${field.name}`}>
                    <code>{field.name}</code> ({t(`where.${field.where}`)}, {field.type},{' '}
                    {field.required ? t('required') : t('optional')})
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <Box variant="awsui-key-label">{t('answers')}</Box>
            <ul className="developers-list">
              {route.answers.map((answer) => (
                <li key={answer.status}>
                  {answer.status === 'default' ? (
                    t('otherRefusals')
                  ) : (
                    <>
                      <strong>{answer.status}</strong>{' '}
                      {answer.codes.length === 0
                        ? answer.description
                        : answer.codes.map((code, index) => (
                            <span key={code}>
                              {index > 0 ? ', ' : ''}
                              <code>{code}</code>
                            </span>
                          ))}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </ColumnLayout>
      </SpaceBetween>
    </section>
  );
}
