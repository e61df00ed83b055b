import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { WorkspacePage } from '../workspaces/WorkspacePage';

/** A record's page (a recharge, a webhook endpoint): its title, the way back to its list, then the record of the URL's `bizId`. */
export function RecordPage({
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
    <WorkspacePage
      title={title}
      actions={
        <Anchor component={Link} to={backTo} size="sm">
          {backLabel}
        </Anchor>
      }
    >
      {(workspaceId) => children(workspaceId, bizId)}
    </WorkspacePage>
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
