import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { useMyWorkspaces, useWorkspaceId } from '../../workspaces/workspace-queries';

/** A money page: its title, then its body once a workspace is selected (money lives in a workspace). */
export function MoneyPage({ title, actions, children }: { title: string; actions?: ReactNode; children: (workspaceId: string) => ReactNode }) {
  const { t } = useTranslation();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  const hasNone = mine.data?.every((membership) => !membership.enterable) ?? false;
  return (
    <Stack>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        {actions}
      </Stack>
      {workspaceId ? children(workspaceId) : hasNone ? <Text>{t('workspace.noneYet')}</Text> : <PageLoader />}
    </Stack>
  );
}

/** A money record's page: its title, the way back to its list, then the record of the URL's `bizId`. */
export function MoneyDetailPage({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  children: (workspaceId: string, bizId: string) => ReactNode;
}) {
  const { bizId = '' } = useParams();
  return (
    <MoneyPage
      title={title}
      actions={
        <Anchor component={Link} to={backTo} size="sm">
          {backLabel}
        </Anchor>
      }
    >
      {(workspaceId) => children(workspaceId, bizId)}
    </MoneyPage>
  );
}

/** Label/value pairs of a record, as a description list. */
export function DetailList({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
