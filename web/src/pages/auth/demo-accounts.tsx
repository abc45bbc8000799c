/** The demo account hints of the login page, shown when `/config.json` turns demo on (spec §1, DESIGN §7). */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Role } from '#shared/domain';

export const demoPassword = 'demo1234';
export const demoAccounts: { role: Role; email: string }[] = [
  { role: 'admin', email: 'admin@demo.hostel' },
  { role: 'roomkeeper', email: 'keeper@demo.hostel' },
  { role: 'student', email: 'student@demo.hostel' },
];

export function DemoAccounts({
  onUse,
}: {
  onUse(account: { role: Role; email: string; password: string }): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Alert type="info" header={t('demo.title')}>
      <SpaceBetween size="xs">
        <span>{t('demo.text', { password: demoPassword })}</span>
        {demoAccounts.map((account) => (
          <SpaceBetween key={account.role} direction="horizontal" size="xs" alignItems="center">
            <Button
              variant="inline-link"
              ariaLabel={t('demo.use', { role: t(`common:roles.${account.role}`) })}
              onClick={() => onUse({ ...account, password: demoPassword })}
            >
              {account.email}
            </Button>
            <span>({t(`common:roles.${account.role}`)})</span>
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </Alert>
  );
}
