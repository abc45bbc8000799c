/**
 * The admin's "Student" filter of the request history (issue 28): typing a room, any word of a name or an
 * email asks the server's users search (a pause in typing first), and choosing a student lists only their
 * requests. Clearing the field lists the whole hostel's again.
 */
import Autosuggest, { type AutosuggestProps } from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';

const searchDelayMs = 300;
const shown = 10;

export interface ChosenStudent {
  id: string;
  name: string;
}

export function StudentFilter({
  chosen,
  onChange,
}: {
  chosen: ChosenStudent | undefined;
  onChange: (student: ChosenStudent | undefined) => void;
}) {
  const { t } = useTranslation('requests');
  const [text, setText] = useState(chosen?.name ?? '');
  const [options, setOptions] = useState<AutosuggestProps.Option[]>([]);
  const [status, setStatus] = useState<AutosuggestProps.StatusType>('finished');

  // A filter cleared elsewhere ("Clear filters") empties the field too.
  useEffect(() => {
    if (!chosen) setText('');
  }, [chosen]);

  useEffect(() => {
    const search = text.trim();
    if (!search || search === chosen?.name || search.includes('#')) {
      setOptions([]);
      return;
    }
    let current = true;
    setStatus('loading');
    const timer = setTimeout(() => {
      callApi('listUsers', { query: { role: 'student', search, limit: shown } })
        .then(({ data }) => {
          if (!current) return;
          setOptions(
            data.items.map((student) => {
              // Asked for students, so each has a room when one was given.
              const room = 'room' in student ? student.room : undefined;
              return {
                value: student._id,
                label: student.name,
                description: [room && t('history.room', { room }), student.email].filter(Boolean).join(' · '),
              };
            }),
          );
          setStatus('finished');
        })
        .catch(() => current && setStatus('error'));
    }, searchDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, chosen?.name, t]);

  return (
    <FormField label={t('history.studentFilter')}>
      <Autosuggest
        value={text}
        options={options}
        filteringType="manual"
        hideEnteredTextOption
        enteredTextLabel={(value) => value}
        statusType={status}
        loadingText={t('history.studentSearching')}
        errorText={t('history.studentSearchFailed')}
        empty={t('history.noStudent')}
        placeholder={t('history.studentPlaceholder')}
        ariaLabel={t('history.studentFilter')}
        onChange={({ detail }) => {
          setText(detail.value);
          if (chosen && detail.value !== chosen.name) onChange(undefined);
        }}
        onSelect={({ detail }) => {
          const option = detail.selectedOption;
          if (!option?.value) return;
          const name = option.label ?? detail.value;
          setText(name);
          onChange({ id: option.value, name });
        }}
      />
    </FormField>
  );
}
