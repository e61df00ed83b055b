import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../app/PageLoader';
import { useMyWorkspaces, useWorkspaceId } from './workspace-queries';

/** Renders `children(workspaceId)` once a workspace is selected; says so when the user has none to select. */
export function RequireWorkspace({ children }: { children: (workspaceId: string) => ReactNode }) {
  const { t } = useTranslation();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  if (workspaceId) return children(workspaceId);
  // Without a selected workspace the shell's gate is choosing one, unless the user has none to choose.
  const hasNone = mine.data?.every((membership) => !membership.enterable) ?? false;
  return hasNone ? <Text>{t('workspace.noneYet')}</Text> : <PageLoader />;
}

/** A page of the current workspace (money, team, audit): its title and `actions`, then its body once a workspace is selected. */
export function WorkspacePage({ title, actions, children }: { title: string; actions?: ReactNode; children: (workspaceId: string) => ReactNode }) {
  return (
    <Stack>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        {actions}
      </Stack>
      <RequireWorkspace>{children}</RequireWorkspace>
    </Stack>
  );
}
