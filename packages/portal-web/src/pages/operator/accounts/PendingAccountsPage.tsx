import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { useDescribeError } from '../../../api/use-describe-error';

const FIELDS = ['email'];

/**
 * Clears a partner account's pending approval. The API approves by e-mail and lists no pending accounts:
 * the operator enters the address from the registration they were told about.
 */
export default function PendingAccountsPage() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [email, setEmail] = useState('');
  const approve = useMutation({
    mutationFn: (address: string) => dataOf(client.api.POST('/web/v1/operator/accounts/approve', { body: { email: address } })),
    onSuccess: (_answer, address) => {
      notifications.show({ color: 'green', message: t('operator.accounts.approved', { email: address }) });
      setEmail('');
    },
  });
  const problem = approve.error ? describe(approve.error, FIELDS) : undefined;
  const notFound = approve.error && 'code' in approve.error && approve.error.code === 'RESOURCE.NOT_FOUND';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate(email.trim());
  };

  return (
    <Stack maw={520}>
      <Title order={2}>{t('operator.accounts.title')}</Title>
      <Text>{t('operator.accounts.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('operator.accounts.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={notFound ? t('operator.accounts.notFound') : problem?.fields.email}
            required
            autoComplete="off"
          />
          {problem?.message && !notFound ? (
            <Alert color="red" role="alert">
              {problem.message}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={approve.isPending} disabled={!email.trim()}>
              {t('operator.accounts.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
