import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../account/profile-queries';
import { PageLoader } from '../../app/PageLoader';
import { ProfileForm } from './ProfileForm';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorAlert } from '../../components/ErrorAlert';

export default function ProfilePage() {
  usePageTitle('profile.title');
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Stack>
      <Title order={2}>{t('profile.title')}</Title>
      {profile.isPending ? <PageLoader /> : null}
      {profile.error ? (
        <ErrorAlert error={profile.error} />
      ) : null}
      {profile.data ? <ProfileForm key={profile.data.updatedAt} profile={profile.data} /> : null}
    </Stack>
  );
}
