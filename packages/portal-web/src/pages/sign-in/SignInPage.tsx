import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { LoginChallenge } from '@partner-portal/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePortalConfig, usePortalKind, useSessionState } from '../../api/portal-context';
import { PORTAL_PATHS } from '../../app/portal-paths';
import { safeNextPath } from '../../app/safe-next-path';
import { CredentialsForm } from './CredentialsForm';
import { PendingApproval } from './PendingApproval';
import { SecondFactorForm } from './SecondFactorForm';
import { noticeOf, SIGN_IN_NOTICES } from './sign-in-notice';
import { usePageTitle } from '../../app/use-page-title';

type Step =
  | { name: 'credentials'; notice?: string | undefined }
  | { name: 'secondFactor'; challenge: LoginChallenge }
  | { name: 'pendingApproval' };

const TITLE = { credentials: 'signIn.title', secondFactor: 'signIn.secondFactorTitle', pendingApproval: 'auth.pending.title' } as const;

/** Sign-in (either portal's: the surrounding PortalScope's): password, then a second factor, then back to where the user was going. */
export default function SignInPage() {
  usePageTitle('signIn.title');
  const { t } = useTranslation();
  const config = usePortalConfig();
  const session = useSessionState();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const portal = usePortalKind();
  const arrivedWith = noticeOf(useLocation().state);
  const next = safeNextPath(search.get('next'), PORTAL_PATHS[portal].home);
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [email, setEmail] = useState('');

  if (session.status === 'signedIn' && step.name === 'credentials') return <Navigate to={next} replace />;

  return (
    <Stack maw={420} mx="auto">
      <Title order={2} id="sign-in-title">
        {t(TITLE[step.name])}
      </Title>
      <Paper withBorder p="lg">
        {step.name === 'credentials' ? (
          <CredentialsForm
            initialEmail={email}
            notice={step.notice}
            success={arrivedWith && step.notice === undefined ? t(SIGN_IN_NOTICES[arrivedWith]) : undefined}
            onChallenge={(entered, challenge) => {
              setEmail(entered);
              setStep({ name: 'secondFactor', challenge });
            }}
            onPendingApproval={(entered) => {
              setEmail(entered);
              setStep({ name: 'pendingApproval' });
            }}
          />
        ) : step.name === 'secondFactor' ? (
          <SecondFactorForm
            challenge={step.challenge}
            onSignedIn={() => void navigate(next, { replace: true })}
            onRestart={(notice) => setStep({ name: 'credentials', notice })}
            onPendingApproval={() => setStep({ name: 'pendingApproval' })}
          />
        ) : (
          <PendingApproval backLabel={t('auth.links.backToSignIn')} onBack={() => setStep({ name: 'credentials' })} />
        )}
      </Paper>
      {/* Partners only: operators have no self-service password reset or registration. */}
      {portal === 'partner' && step.name === 'credentials' ? (
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.links.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to="/register" size="sm">
            {t('auth.links.register')}
          </Anchor>
        </Group>
      ) : null}
      {config.devMailbox ? (
        <Anchor component={Link} to="/mailbox" size="sm">
          {t('signIn.devMailbox')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
