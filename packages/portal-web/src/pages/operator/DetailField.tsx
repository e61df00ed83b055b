import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record's detail (ids and references wrap rather than overflow). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
