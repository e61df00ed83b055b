import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * A secret the API shows once (an API key's secret, backup codes): the value, a copy button and a plain
 * "you will not see it again". The caller forgets the value on close, so it is gone from the page.
 */
export function ShownOnceModal({
  value,
  title,
  warning,
  label,
  copyLabel,
  copiedLabel,
  closeLabel,
  onClose,
}: {
  value: string | null;
  title: string;
  warning: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={title} centered closeOnClickOutside={false} size="lg">
      <Stack>
        <Alert color="yellow" role="alert">
          {warning}
        </Alert>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="shown-once-label">
            {label}
          </Text>
          <Code block aria-labelledby="shown-once-label" data-testid="shown-once-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {value}
          </Code>
        </Stack>
        <Group justify="space-between">
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? copiedLabel : copyLabel}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{closeLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
