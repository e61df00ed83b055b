import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../account/profile-queries';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { ProfileForm } from './ProfileForm';
import { usePageTitle } from '../../app/use-page-title';

export default function ProfilePage() {
  usePageTitle('profile.title');
  const { t } = useTranslation();
  const describe = useDescribeError();
  const profile = useProfile();
  return (
    <Stack>
      <Title order={2}>{t('profile.title')}</Title>
      {profile.isPending ? <PageLoader /> : null}
      {profile.error ? (
        <Alert color="red" role="alert">
          {describe(profile.error).message}
        </Alert>
      ) : null}
      {profile.data ? <ProfileForm key={profile.data.updatedAt} profile={profile.data} /> : null}
    </Stack>
  );
}
