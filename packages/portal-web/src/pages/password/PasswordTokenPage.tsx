import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { signInWithNotice } from '../sign-in/sign-in-notice';
import { clearFragment, tokenFromFragment } from './fragment-token';
import { NewPasswordForm, type PasswordPurpose } from './NewPasswordForm';

const TEXT = {
  reset: { title: 'auth.reset.title', intro: undefined, submit: 'auth.reset.submit', done: 'passwordReset' },
  init: { title: 'auth.setPassword.title', intro: 'auth.setPassword.intro', submit: 'auth.setPassword.submit', done: 'passwordSet' },
} as const;

/**
 * `/reset-password#token=…` (a forgotten password) and `/set-password#token=…` (an account's first one): the
 * token from the mail's link, or pasted; then to sign-in with a notice.
 */
export default function PasswordTokenPage({ purpose }: { purpose: PasswordPurpose }) {
  const text = TEXT[purpose];
  usePageTitle(text.title);
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read during the first render (pure), removed from the address bar after it.
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  useEffect(() => clearFragment(window.location, window.history), []);

  return (
    <Stack maw={420} mx="auto">
      <Title order={2}>{t(text.title)}</Title>
      {text.intro ? <Text>{t(text.intro)}</Text> : null}
      <Paper withBorder p="lg">
        <NewPasswordForm purpose={purpose} token={token} submitLabel={t(text.submit)} onDone={() => void signInWithNotice(navigate, text.done)} />
      </Paper>
      <Anchor component={Link} to="/sign-in" size="sm">
        {t('auth.links.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
