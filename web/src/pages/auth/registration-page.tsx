/**
 * Sign-up (spec §2, §5, §8): creates a student of an existing hostel, picked from `/api/hostels`. Submit
 * stays disabled until every field is valid and the terms are accepted. 203 (email taken) and 204
 * (invalid fields or unknown hostel) show a red alert; success signs the new student in.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { Hostel } from '#shared/domain';
import { registerForm } from '#shared/schemas/auth';

import { callApi } from '../../api/client';
import { FormInput } from '../../components/form-input';
import { describeError, useNotify } from '../../components/notifications';
import { useFollow } from '../../hooks/use-follow';
import { useForm } from '../../hooks/use-form';
import { translateMessage } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { AuthForm } from './auth-form';

interface RegistrationValues extends Record<string, unknown> {
  fullname: string;
  email: string;
  hostel: string;
  password: string;
  changepassword: string;
  acceptTerms: boolean;
}

const initial: RegistrationValues = {
  fullname: '',
  email: '',
  hostel: '',
  password: '',
  changepassword: '',
  acceptTerms: false,
};

type HostelState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; hostels: Hostel[] };

function useHostels(): HostelState {
  const [state, setState] = useState<HostelState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    callApi('hostels').then(
      ({ data }) => current && setState({ status: 'ready', hostels: data.data }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

export default function RegistrationPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const onFollow = useFollow();
  const notify = useNotify();
  const { signIn } = useSession();
  const hostels = useHostels();
  const form = useForm<RegistrationValues, typeof registerForm>(registerForm, initial);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = form.submit();
    if (!values) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { email, fullname, hostel, password } = values;
      const { status, data } = await callApi('authRegister', { body: { email, fullname, hostel, password } });
      if (status === 203) {
        setFailure(data && 'message' in data ? translateMessage(t, data.message) : t('errors:unexpected'));
      } else if (status === 204) setFailure(t('register.fieldValidation'));
      else if (data && 'authToken' in data) {
        if (await signIn(data.authToken)) notify.success(t('register.success'));
        else setFailure(t('errors:unexpected'));
      }
    } catch (error) {
      setFailure(describeError(t, error));
    } finally {
      setBusy(false);
    }
  };

  const hostelOptions =
    hostels.status === 'ready'
      ? hostels.hostels.map((hostel) => ({ value: hostel.name, label: hostel.name }))
      : [];

  return (
    <SpaceBetween size="m">
      <AuthForm
        title={t('register.title')}
        description={t('register.description')}
        failure={failure}
        onSubmit={() => void submit()}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" href={paths.login} onFollow={onFollow}>
              {t('cancel')}
            </Button>
            <Button variant="primary" formAction="submit" loading={busy} disabled={!form.valid}>
              {t('submit')}
            </Button>
          </SpaceBetween>
        }
      >
        <FormInput form={form} field="fullname" label={t('register.fullname')} autoComplete="name" />
        <FormInput
          form={form}
          field="email"
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormField label={t('register.hostel')} errorText={form.message('hostel')}>
          <Select
            selectedOption={hostelOptions.find((option) => option.value === form.values.hostel) ?? null}
            onChange={({ detail }) => form.set('hostel', detail.selectedOption.value ?? '')}
            onBlur={() => form.touch('hostel')}
            options={hostelOptions}
            placeholder={t('register.hostelPlaceholder')}
            statusType={hostels.status === 'ready' ? 'finished' : hostels.status}
            loadingText={t('register.hostelsLoading')}
            errorText={t('register.hostelsError')}
            empty={t('register.hostelsEmpty')}
          />
        </FormField>
        <FormInput
          form={form}
          field="password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
        />
        <FormInput
          form={form}
          field="changepassword"
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <FormField errorText={form.message('acceptTerms')}>
          <Checkbox
            checked={form.values.acceptTerms}
            onChange={({ detail }) => {
              form.set('acceptTerms', detail.checked);
              form.touch('acceptTerms');
            }}
          >
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
          </Checkbox>
        </FormField>
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
