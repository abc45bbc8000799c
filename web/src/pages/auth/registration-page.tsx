/**
 * Sign-up (spec §2, §5, §8): creates a student of an existing hostel, picked from `/api/hostels`. Submit
 * stays disabled until every field is valid and the terms are accepted. 203 (email taken) and 204
 * (invalid fields or unknown hostel) show a red alert; success signs the new student in.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { registerForm } from '#shared/schemas/auth';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { EmailInput, FormCheckbox, FormInput, NewPasswordInput } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';
import { describeError } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useFollow } from '../../hooks/use-follow';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { translateMessage } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { AuthForm } from './auth-form';
import { RoomPicker } from './room-picker';

type RegistrationValues = {
  fullname: string;
  email: string;
  hostel: string;
  password: string;
  changepassword: string;
  acceptTerms: boolean;
};

const initial: RegistrationValues = {
  fullname: '',
  email: '',
  hostel: '',
  password: '',
  changepassword: '',
  acceptTerms: false,
};

const loadHostels = async () => (await callApi('hostels')).data.data;

export default function RegistrationPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const onFollow = useFollow();
  const { signIn } = useSession();
  const hostels = useApiQuery(loadHostels);
  const form = useForm<RegistrationValues, typeof registerForm>(registerForm, initial);
  const [failure, setFailure] = useState<string>();
  const [roomId, setRoomId] = useState<string>();
  const [busy, send] = useSubmit(
    async ({ email, fullname, hostel, password }: z.infer<typeof registerForm>) => {
      setFailure(undefined);
      const { status, data } = await callApi('authRegister', {
        body: { email, fullname, hostel, password, ...(roomId ? { roomId } : {}) },
      });
      if (status === 203) {
        setFailure(data && 'message' in data ? translateMessage(t, data.message) : t('errors:unexpected'));
      } else if (status === 204) setFailure(t('register.fieldValidation'));
      else if (data && 'authToken' in data) {
        if (await signIn(data.authToken)) return t('register.success');
        setFailure(t('errors:unexpected'));
      }
    },
    (error) => setFailure(describeError(t, error)),
  );

  // A hostel that closed registration would only answer "not taking registrations" after the whole form.
  const hostelOptions =
    hostels.data
      ?.filter((hostel) => hostel.registration !== 'closed')
      .map((hostel) => ({ value: hostel.name, label: hostel.name })) ?? [];

  const chosenHostel = hostels.data?.find((hostel) => hostel.name === form.values.hostel);

  return (
    <SpaceBetween size="m">
      <AuthForm
        title={t('register.title')}
        description={t('register.description')}
        failure={failure}
        onSubmit={() => form.submit(send)}
        submit={{ label: t('submit'), busy, disabled: !form.valid }}
        cancel
      >
        <FormInput label={t('register.fullname')} autoComplete="name" {...form.input('fullname')} />
        <EmailInput label={t('email')} {...form.input('email')} />
        <FormSelect
          label={t('register.hostel')}
          placeholder={t('register.hostelPlaceholder')}
          statusType={hostels.loading ? 'loading' : hostels.error ? 'error' : 'finished'}
          loadingText={t('register.hostelsLoading')}
          loadErrorText={t('register.hostelsError')}
          empty={t('register.hostelsEmpty')}
          {...form.select('hostel', hostelOptions)}
        />
        {chosenHostel && <RoomPicker key={chosenHostel.id} hostelId={chosenHostel.id} onChange={setRoomId} />}
        <NewPasswordInput label={t('password')} {...form.input('password')} />
        <NewPasswordInput label={t('register.confirmPassword')} {...form.input('changepassword')} />
        <FormCheckbox {...form.checkbox('acceptTerms')}>
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              1: (
                <Link href={paths.terms} external>
                  {''}
                </Link>
              ),
            }}
          />
        </FormCheckbox>
      </AuthForm>
      <Box textAlign="center">
        {t('register.haveAccount')}{' '}
        <Link href={paths.login} onFollow={onFollow}>
          {t('register.signIn')}
        </Link>
      </Box>
    </SpaceBetween>
  );
}
