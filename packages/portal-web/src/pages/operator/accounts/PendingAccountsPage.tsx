import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ActionDialog } from '../ActionDialog';
import { ListPager } from '../ListPager';
import { useApproveAccount, usePendingAccounts, type PendingAccount } from './pending-account-queries';

/**
 * The partner accounts waiting for approval, oldest registration first; each row approves its account after a
 * confirmation. The queue is the whole story (every pending account is on one of its pages), so the former
 * approve-by-typed-address form is gone.
 */
export default function PendingAccountsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<PendingAccount | null>(null);
  const accounts = usePendingAccounts(page);
  const approve = useApproveAccount();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const lastPage = Math.max((accounts.data?.pagination.totalPages ?? 1) - 1, 0);

  // Approving the last account of the last page leaves that page empty: step back to one that has rows.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Stack>
      <Title order={2}>{t('operator.accounts.title')}</Title>
      <Text>{t('operator.accounts.queueIntro')}</Text>
      <Group>
        <Button variant="default" onClick={() => void accounts.refetch()} loading={accounts.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      {accounts.error ? (
        <ErrorAlert error={accounts.error} />
      ) : accounts.isPending ? (
        <PageLoader />
      ) : accounts.data.items.length === 0 ? (
        <Text c="dimmed">{t('operator.accounts.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t('operator.accounts.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.accounts.registered')}</Table.Th>
                  <Table.Th>{t('operator.accounts.name')}</Table.Th>
                  <Table.Th>{t('operator.accounts.emailColumn')}</Table.Th>
                  <Table.Th>{t('operator.accounts.institution')}</Table.Th>
                  <Table.Th>{t('operator.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.items.map((account) => (
                  <Table.Tr key={account.accountBizId}>
                    <Table.Td>
                      <time dateTime={account.createdAt}>{time.format(new Date(account.createdAt))}</time>
                    </Table.Td>
                    <Table.Td>{account.accountName}</Table.Td>
                    <Table.Td>{account.accountEmail}</Table.Td>
                    <Table.Td>{account.institutionName}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setConfirming(account)} aria-label={t('operator.accounts.approveLabel', { email: account.accountEmail })}>
                        {t('operator.accounts.approveShort')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager pagination={accounts.data.pagination} page={page} onPage={setPage} />
        </>
      )}
      {confirming ? (
        <ActionDialog
          spec={{
            title: t('operator.accounts.confirmTitle'),
            description: t('operator.accounts.confirmText', { name: confirming.accountName, email: confirming.accountEmail, institution: confirming.institutionName }),
            confirmLabel: t('operator.accounts.approve'),
            reason: 'none',
          }}
          onClose={() => setConfirming(null)}
          run={async () => {
            await approve.mutateAsync(confirming);
            notifications.show({ color: 'green', message: t('operator.accounts.approved', { email: confirming.accountEmail }) });
          }}
        />
      ) : null}
    </Stack>
  );
}
