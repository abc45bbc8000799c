/**
 * The hostel's inspection checklists (issue 32), one per room type: the default items are named in the
 * reader's language and may be removed; the admin adds items of their own. Saved together.
 */
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type ChecklistItem, inspectionLimits } from '#shared/inspections';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';
import { useItemName } from '../inspections/checklist-results';
import { useTypeLabel } from '../rooms/use-room-types';

interface Checklist {
  roomTypeId: string;
  typeName?: string | undefined;
  items: ChecklistItem[];
}

export function ChecklistsForm() {
  const { t } = useTranslation('inspections');
  const notify = useNotify();
  const typeLabel = useTypeLabel();
  const itemName = useItemName();
  const load = useCallback(async () => (await callApi('checklists')).data.checklists, []);
  const query = useApiQuery(load, notify.error);
  const [lists, setLists] = useState<Checklist[]>([]);
  useEffect(() => {
    if (query.data) setLists(query.data);
  }, [query.data]);
  const [busy, save] = useSubmit(async () => {
    const { data } = await callApi('updateChecklists', {
      body: {
        checklists: lists.map((list) => ({
          roomTypeId: list.roomTypeId,
          // A default item goes by its id; an item of the admin's own by its name (a new one has no id yet).
          items: list.items.flatMap((item): { id?: string; name?: string }[] => {
            if (item.name === undefined) return [{ id: item.id }];
            const name = item.name.trim();
            return name ? [{ ...(item.id ? { id: item.id } : {}), name }] : [];
          }),
        })),
      },
    });
    setLists(data.checklists);
    return t('checklists.saved');
  });
  const change = (roomTypeId: string, items: ChecklistItem[]) =>
    setLists((all) => all.map((list) => (list.roomTypeId === roomTypeId ? { ...list, items } : list)));

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('checklists.description')}
          actions={
            <Button loading={busy} disabled={lists.length === 0} onClick={() => save()}>
              {t('checklists.save')}
            </Button>
          }
        >
          {t('checklists.title')}
        </Header>
      }
    >
      {lists.length === 0 ? (
        <StatusIndicator type={query.loading ? 'loading' : 'error'}>
          {t(query.loading ? 'checklists.loading' : 'checklists.loadFailed')}
        </StatusIndicator>
      ) : (
        <SpaceBetween size="s">
          {lists.map((list) => {
            const type = typeLabel({ id: list.roomTypeId, name: list.typeName });
            return (
              <ExpandableSection key={list.roomTypeId} headerText={type}>
                <AttributeEditor
                  items={list.items}
                  addButtonText={t('checklists.add')}
                  removeButtonText={t('checklists.remove')}
                  disableAddButton={list.items.length >= inspectionLimits.items}
                  empty={<Box>{t('checklists.empty')}</Box>}
                  onAddButtonClick={() => change(list.roomTypeId, [...list.items, { id: '', name: '' }])}
                  onRemoveButtonClick={({ detail }) =>
                    change(
                      list.roomTypeId,
                      list.items.filter((_, index) => index !== detail.itemIndex),
                    )
                  }
                  definition={[
                    {
                      label: t('checklists.item', { type }),
                      control: (item, index) =>
                        item.name === undefined ? (
                          <Box padding={{ top: 'xxs' }}>{itemName(item)}</Box>
                        ) : (
                          <Input
                            value={item.name}
                            ariaLabel={t('checklists.item', { type })}
                            placeholder={t('checklists.newItem')}
                            onChange={({ detail }) =>
                              change(
                                list.roomTypeId,
                                list.items.map((one, at) =>
                                  at === index
                                    ? { ...one, name: detail.value.slice(0, inspectionLimits.itemName) }
                                    : one,
                                ),
                              )
                            }
                          />
                        ),
                    },
                  ]}
                />
              </ExpandableSection>
            );
          })}
        </SpaceBetween>
      )}
    </Container>
  );
}
