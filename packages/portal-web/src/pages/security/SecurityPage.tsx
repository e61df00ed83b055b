import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSection } from './AuthenticatorSection';
import { BackupCodesSection } from './BackupCodesSection';
import { IpAllowListSection } from './IpAllowListSection';
import { LoginHistorySection } from './LoginHistorySection';
import { MaxSessionsSection, SessionsSection } from './SessionsSection';

/** The signed-in account's security: second factors, sessions, sign-in history and the IP allow-list. */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Title order={2}>{t('security.title')}</Title>
      <AuthenticatorSection />
      <Divider />
      <BackupCodesSection />
      <Divider />
      <SessionsSection />
      <MaxSessionsSection />
      <Divider />
      <LoginHistorySection />
      <Divider />
      <IpAllowListSection />
    </Stack>
  );
}
