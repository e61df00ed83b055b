import { useEffect } from 'react';
import { usePortalClient } from '../api/portal-context';
import { selectWorkspaceIfNeeded, useMyWorkspaces, useWorkspaceId } from './workspace-queries';

/** Keeps a workspace selected while signed in: the default one when none is, or when the selected one is gone. */
export function WorkspaceGate() {
  const client = usePortalClient();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  // Only on a fresh list: a switch refetches it, and a stale one would not know a workspace just created.
  const settled = mine.data !== undefined && !mine.isFetching;
  useEffect(() => {
    if (settled && mine.data) void selectWorkspaceIfNeeded(client, mine.data);
  }, [client, settled, mine.data, workspaceId]);
  return null;
}
