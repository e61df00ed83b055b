import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { DetailList } from './MoneyLayout';
import { QuoteCountdown } from './QuoteCountdown';

/**
 * What the partner confirms, as a titled section (`id` labels it): the figures, `children` (a note), and for a
 * quote that expires (`expiry`) its countdown; then the refusal of the confirming call (`error`) and `action`,
 * which an expired quote replaces with "Get a new quote".
 */
export function QuoteCard({
  id,
  title,
  rows,
  expiry,
  error,
  action,
  children,
}: {
  id: string;
  title: string;
  rows: Array<[label: string, value: ReactNode]>;
  expiry?: { expiresAt: string; expired: boolean; onExpired: () => void; onRequote: () => void; requoting: boolean };
  error?: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack>
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <DetailList rows={rows} />
        {children}
        {expiry ? <QuoteCountdown expiresAt={expiry.expiresAt} onExpired={expiry.onExpired} /> : null}
        {expiry?.expired ? (
          <Alert color="yellow" role="alert">
            {t('money.quote.expiredMessage')}
          </Alert>
        ) : null}
        <ErrorAlert message={error} />
        <Group>
          {expiry?.expired ? (
            <Button onClick={expiry.onRequote} loading={expiry.requoting}>
              {t('money.quote.requote')}
            </Button>
          ) : (
            action
          )}
        </Group>
      </Stack>
    </Card>
  );
}
