/**
 * /builder (spec §2): the layout settings the Cloudscape shell can really change, in the spec's tabs.
 * Preview shows the draft in the shell without saving it; Save stores it and reloads the page (spec §3);
 * Reset goes back to the defaults. A preview ends when the page is left.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import Toggle from '@cloudscape-design/components/toggle';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/page-layout';
import {
  defaultLayoutSettings,
  layoutChoices,
  type LayoutSettings,
  previewLayoutSettings,
  useLayoutSettings,
} from '../../layout/layout-settings';
import { type BuilderTab, readBuilderTab, writeBuilderTab } from './builder-tab';
import { reloadPage } from './reload-page';

type Choice = keyof typeof layoutChoices;
type Flag = 'stickyHeader' | 'breadcrumbs' | 'footer';
/** The label key of each choice, e.g. `contentWidth.fluid`. */
type ChoiceLabel = { [K in Choice]: `${K}.${(typeof layoutChoices)[K][number]}` }[Choice];

export default function LayoutBuilder() {
  const { t } = useTranslation('builder');
  const layout = useLayoutSettings();
  const [draft, setDraft] = useState<LayoutSettings>(layout.saved);
  const [tab, setTab] = useState<BuilderTab>(readBuilderTab);

  useEffect(() => () => previewLayoutSettings(null), []);

  const change = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const toggle = (key: Flag) => (
    <Toggle
      checked={draft[key]}
      onChange={({ detail }) => change(key, detail.checked)}
      description={t(`${key}.description`)}
    >
      {t(`${key}.label`)}
    </Toggle>
  );
  const choice = <K extends Choice>(key: K) => (
    <FormField label={t(`${key}.label`)}>
      <RadioGroup
        value={draft[key]}
        onChange={({ detail }) => change(key, detail.value as LayoutSettings[K])}
        items={layoutChoices[key].map((value) => ({
          value,
          label: t(`${key}.${value}` as ChoiceLabel),
        }))}
      />
    </FormField>
  );
  const panel = (content: ReactNode) => <SpaceBetween size="l">{content}</SpaceBetween>;

  return (
    <PageLayout
      title={t('title')}
      description={t('description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            onClick={() => {
              layout.reset();
              setDraft({ ...defaultLayoutSettings });
            }}
          >
            {t('reset')}
          </Button>
          <Button onClick={() => layout.preview(draft)}>{t('preview')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              layout.save(draft);
              reloadPage();
            }}
          >
            {t('save')}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        {layout.isPreviewing && (
          <Alert type="info" action={<Button onClick={() => layout.preview(null)}>{t('endPreview')}</Button>}>
            {t('previewing')}
          </Alert>
        )}
        <Container>
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => {
              const next = detail.activeTabId as BuilderTab;
              setTab(next);
              writeBuilderTab(next);
            }}
            tabs={[
              { id: 'header', label: t('tabs.header'), content: panel(toggle('stickyHeader')) },
              { id: 'subheader', label: t('tabs.subheader'), content: panel(toggle('breadcrumbs')) },
              {
                id: 'content',
                label: t('tabs.content'),
                content: panel(
                  <>
                    {choice('contentWidth')}
                    {choice('density')}
                    {choice('mode')}
                  </>,
                ),
              },
              { id: 'aside', label: t('tabs.aside'), content: panel(choice('navigation')) },
              { id: 'footer', label: t('tabs.footer'), content: panel(toggle('footer')) },
            ]}
          />
        </Container>
      </SpaceBetween>
    </PageLayout>
  );
}
