import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../money/format-money';
import type { Wallet } from './wallet-queries';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text ff="monospace">{value}</Text>
    </Stack>
  );
}

/** One currency's wallet: the balance, and what of it is available, frozen and pending. */
export function WalletCard({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatDecimal(amount, wallet.scale, i18n.language);
  return (
    <Card withBorder component="section" aria-labelledby={`wallet-${wallet.bizId}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`wallet-${wallet.bizId}`}>
          {wallet.currency}
        </Title>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dashboard.balance')}
          </Text>
          <Text size="xl" fw={700} ff="monospace">
            {money(wallet.balance)}
          </Text>
        </Stack>
        {/* Wraps instead of overlapping when amounts are long (millions at a scale of 6). */}
        <Group gap="lg" align="flex-start">
          <Figure label={t('dashboard.available')} value={money(wallet.available)} />
          <Figure label={t('dashboard.frozen')} value={money(wallet.frozen)} />
          <Figure label={t('dashboard.pending')} value={money(wallet.pending)} />
        </Group>
      </Stack>
    </Card>
  );
}
