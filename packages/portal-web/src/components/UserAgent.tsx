import { Text } from '@mantine/core';

/** A browser's user agent in a table cell: two lines at most, the whole string on hover. */
export function UserAgent({ value }: { value: string }) {
  return (
    <Text size="sm" lineClamp={2} title={value}>
      {value}
    </Text>
  );
}
