import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { LoginChallenge } from '@partner-portal/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePortalConfig, usePortalKind, useSessionState } from '../../api/portal-context';
import { PORTAL_PATHS } from '../../app/portal-paths';
import { safeNextPath } from '../../app/safe-next-path';
import { CredentialsForm } from './CredentialsForm';
import { SecondFactorForm } from './SecondFactorForm';
import { usePageTitle } from '../../app/use-page-title';

type Step = { name: 'credentials'; notice?: string | undefined } | { name: 'secondFactor'; challenge: LoginChallenge };

/** Sign-in (either portal's: the surrounding PortalScope's): password, then a second factor, then back to where the user was going. */
export default function SignInPage() {
  usePageTitle('signIn.title');
  const { t } = useTranslation();
  const config = usePortalConfig();
  const session = useSessionState();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const portal = usePortalKind();
  const next = safeNextPath(search.get('next'), PORTAL_PATHS[portal].home);
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [email, setEmail] = useState('');

  if (session.status === 'signedIn' && step.name === 'credentials') return <Navigate to={next} replace />;

  return (
    <Stack maw={420} mx="auto">
      <Title order={2} id="sign-in-title">
        {step.name === 'credentials' ? t('signIn.title') : t('signIn.secondFactorTitle')}
      </Title>
      <Paper withBorder p="lg">
        {step.name === 'credentials' ? (
          <CredentialsForm
            initialEmail={email}
            notice={step.notice}
            onChallenge={(entered, challenge) => {
              setEmail(entered);
              setStep({ name: 'secondFactor', challenge });
            }}
          />
        ) : (
          <SecondFactorForm
            challenge={step.challenge}
            onSignedIn={() => void navigate(next, { replace: true })}
            onRestart={(notice) => setStep({ name: 'credentials', notice })}
          />
        )}
      </Paper>
      {config.devMailbox ? (
        <Anchor component={Link} to="/mailbox" size="sm">
          {t('signIn.devMailbox')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
