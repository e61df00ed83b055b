import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { NewPasswordForm } from '../password/NewPasswordForm';
import { PendingApproval } from '../sign-in/PendingApproval';
import { CodeStep } from './CodeStep';
import { DetailsStep } from './DetailsStep';
import { EmailStep } from './EmailStep';

type Stage =
  | { name: 'email' }
  | { name: 'code'; registrationId: string }
  | { name: 'details'; registrationId: string }
  | { name: 'password'; passwordInitToken: string }
  | { name: 'pending' };

const TITLE = {
  email: 'auth.register.title',
  code: 'auth.register.codeTitle',
  details: 'auth.register.detailsTitle',
  password: 'auth.register.firstPasswordTitle',
  pending: 'auth.pending.title',
} as const;

/**
 * `/register` (`?ref=CODE` fills the referral code): the address and a security check → the mailed code →
 * name, institution, optional password → the first password when none was given → waiting for an
 * operator's approval.
 */
export default function RegisterPage() {
  usePageTitle('auth.register.title');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ name: 'email' });
  const [email, setEmail] = useState('');
  const startOver = () => setStage({ name: 'email' });

  return (
    <Stack maw={420} mx="auto">
      <Title order={2}>{t(TITLE[stage.name])}</Title>
      <Paper withBorder p="lg">
        {stage.name === 'email' ? (
          <EmailStep
            initialEmail={email}
            onStarted={(registrationId, entered) => {
              setEmail(entered);
              setStage({ name: 'code', registrationId });
            }}
          />
        ) : stage.name === 'code' ? (
          <CodeStep
            registrationId={stage.registrationId}
            email={email}
            onVerified={() => setStage({ name: 'details', registrationId: stage.registrationId })}
            onRestarted={(registrationId) => setStage({ name: 'code', registrationId })}
            onStartOver={startOver}
          />
        ) : stage.name === 'details' ? (
          <DetailsStep
            registrationId={stage.registrationId}
            referralCode={search.get('ref') ?? ''}
            onCompleted={(completed) =>
              setStage(
                completed.passwordRequired && completed.passwordInitToken
                  ? { name: 'password', passwordInitToken: completed.passwordInitToken }
                  : { name: 'pending' },
              )
            }
            onStartOver={startOver}
          />
        ) : stage.name === 'password' ? (
          <Stack>
            <Text size="sm">{t('auth.register.firstPasswordIntro')}</Text>
            <NewPasswordForm
              purpose="init"
              token={stage.passwordInitToken}
              submitLabel={t('auth.setPassword.submit')}
              onDone={() => setStage({ name: 'pending' })}
            />
          </Stack>
        ) : (
          <PendingApproval backLabel={t('auth.links.backToSignIn')} onBack={() => void navigate('/sign-in')} />
        )}
      </Paper>
      {stage.name !== 'pending' ? (
        <Anchor component={Link} to="/sign-in" size="sm">
          {t('auth.links.backToSignIn')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
