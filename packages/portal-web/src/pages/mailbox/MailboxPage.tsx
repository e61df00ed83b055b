import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { usePortalConfig } from '../../api/portal-context';
import { useDevMailbox } from './mailbox-query';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorAlert } from '../../components/ErrorAlert';

/** Development only: the mails the server kept in its outbox, so a newcomer reads the sign-in code here. */
export default function MailboxPage() {
  usePageTitle('mailbox.title');
  const { t, i18n } = useTranslation();
  const { devMailbox } = usePortalConfig();
  const mailbox = useDevMailbox(devMailbox);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  // Outside development the server keeps no mailbox (it answers 404): the page does not exist either.
  if (!devMailbox) return <Text>{t('app.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('mailbox.title')}</Title>
        <Button onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      <Text c="dimmed">{t('mailbox.intro')}</Text>
      {mailbox.isPending ? <PageLoader /> : null}
      {mailbox.error ? (
        <ErrorAlert error={mailbox.error} />
      ) : null}
      {mailbox.data?.length === 0 ? <Text>{t('mailbox.empty')}</Text> : null}
      {mailbox.data?.map((mail) => (
        <Paper key={mail.id} withBorder p="md" component="article" aria-label={mail.subject}>
          <Stack gap={4}>
            <Text fw={700}>{mail.subject}</Text>
            <Text size="sm">
              {t('mailbox.to')}: {mail.to}
            </Text>
            <Text size="sm" c="dimmed">
              {t('mailbox.time')}: <time dateTime={mail.createdAt}>{time.format(new Date(mail.createdAt))}</time>
            </Text>
            <Code block>{mail.text}</Code>
          </Stack>
        </Paper>
      ))}
      <Anchor component={Link} to="/sign-in">
        {t('mailbox.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
