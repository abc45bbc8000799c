/**
 * The room board's filters: a building (the first one until another is chosen), one of its floors, a
 * state and a type. Plain selects: the board is a page people keep open, and these keep it light. A
 * keeper with a building of their own has no building to choose: the board is theirs.
 */
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';

import { boardStates } from '#shared/board';

import type { DataOf } from '../../api/client';

export type BoardAnswer = DataOf<'roomBoard'>;

export interface BoardFilterValues {
  building: string;
  floor: string;
  state: string;
  type: string;
}

interface Props {
  value: BoardFilterValues;
  onChange(value: BoardFilterValues): void;
  floors: BoardAnswer['floors'];
  /** The building the board shows (the first one when none is chosen). */
  shown: string | undefined;
  types: { value: string; label: string }[];
  /** The building is the keeper's own: no building select. */
  fixedBuilding?: boolean;
}

export function BoardFilters({ value, onChange, floors, shown, types, fixedBuilding }: Props) {
  const { t } = useTranslation('board');
  const buildings = [...new Set(floors.map((floor) => floor.building))];
  const building = value.building || shown || '';
  const floorsOf = floors.filter((floor) => floor.building === building).map((floor) => floor.floor);
  const select = (
    key: keyof BoardFilterValues,
    label: string,
    options: { value: string; label: string }[],
    all?: string,
  ) => (
    <FormField label={label} controlId={`board-${key}`}>
      <select
        id={`board-${key}`}
        className="board-select"
        value={key === 'building' ? building : value[key]}
        onChange={(event) =>
          onChange({
            ...value,
            [key]: event.target.value,
            // A floor is asked for with its building (the shown one until another is chosen).
            ...(key === 'building' ? { floor: '' } : key === 'floor' ? { building } : {}),
          })
        }
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <div className="board-filters" role="group" aria-label={t('filters')}>
      {!fixedBuilding &&
        select(
          'building',
          t('building'),
          buildings.map((name) => ({ value: name, label: name })),
        )}
      {select(
        'floor',
        t('floor'),
        floorsOf.map((floor) => ({ value: floor, label: floor })),
        t('allFloors'),
      )}
      {select(
        'state',
        t('state'),
        boardStates.map((state) => ({ value: state, label: t(`states.${state}`) })),
        t('all'),
      )}
      {select('type', t('type'), types, t('all'))}
    </div>
  );
}
