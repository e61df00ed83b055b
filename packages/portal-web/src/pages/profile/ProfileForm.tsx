import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileKey, type Profile } from '../../account/profile-queries';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../i18n/languages';
import { useCountries, useTimezones } from './constants-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

const FIELDS = ['accountName', 'accountPhone', 'defaultLanguage', 'defaultTimezone', 'defaultCountry'];

/** The editable part of the profile; the API's refusals land next to the field they name. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const countries = useCountries();
  const timezones = useTimezones();
  const [accountName, setAccountName] = useState(profile.accountName);
  const [accountPhone, setAccountPhone] = useState(profile.accountPhone);
  const [defaultLanguage, setDefaultLanguage] = useState<Language>(isLanguage(profile.defaultLanguage) ? profile.defaultLanguage : 'en');
  const [defaultTimezone, setDefaultTimezone] = useState(profile.defaultTimezone);
  const [defaultCountry, setDefaultCountry] = useState(profile.defaultCountry);

  const save = useMutation({
    mutationFn: () => {
      // Only what the user changed: a value nobody touched (an empty country) is not the user's to fix now.
      const entered = { accountName: accountName.trim(), accountPhone: accountPhone.trim(), defaultLanguage, defaultTimezone, defaultCountry };
      const body = Object.fromEntries(Object.entries(entered).filter(([field, value]) => value !== profile[field as keyof typeof entered]));
      if (Object.keys(body).length === 0) return Promise.resolve(profile);
      return dataOf(client.api.POST('/web/v1/partner/profile/update', { body }));
    },
    onSuccess: (saved) => {
      queries.setQueryData(profileKey, saved);
      notifications.show({ message: t('profile.saved') });
    },
  });
  const problem = save.error ? describe(save.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <TextInput label={t('profile.email')} value={profile.accountEmail} readOnly />
        <TextInput
          label={t('profile.name')}
          value={accountName}
          onChange={(event) => setAccountName(event.currentTarget.value)}
          error={problem?.fields.accountName}
          autoComplete="name"
          autoFocus
        />
        <TextInput
          label={t('profile.phone')}
          type="tel"
          value={accountPhone}
          onChange={(event) => setAccountPhone(event.currentTarget.value)}
          error={problem?.fields.accountPhone}
          autoComplete="tel"
        />
        <Select
          label={t('profile.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          value={defaultLanguage}
          onChange={(value) => isLanguage(value) && setDefaultLanguage(value)}
          error={problem?.fields.defaultLanguage}
          allowDeselect={false}
        />
        <Select
          label={t('profile.timezone')}
          data={(timezones.data ?? []).map((zone) => ({ value: zone.zoneIdCode, label: `${zone.zoneIdCode} (${zone.utcOffset})` }))}
          value={defaultTimezone}
          onChange={(value) => value && setDefaultTimezone(value)}
          error={problem?.fields.defaultTimezone}
          searchable
          allowDeselect={false}
          nothingFoundMessage="—"
        />
        <Select
          label={t('profile.country')}
          data={(countries.data ?? []).map((country) => ({ value: country.alpha2Code, label: country.label }))}
          value={defaultCountry}
          onChange={(value) => value && setDefaultCountry(value)}
          error={problem?.fields.defaultCountry}
          searchable
          allowDeselect={false}
          nothingFoundMessage="—"
        />
        <ErrorAlert message={problem?.message} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
