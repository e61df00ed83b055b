import { Alert, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { formatIpList, ipInList, parseIpList } from '../../net/ip-list';
import { useCurrentAddress, useIpAllowList, useSecurityActions } from './security-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

/**
 * The account's IP allow-list. The API does not say the caller's address as such; the address this session
 * signed in from (the sessions list) stands for it, and the warning before saving uses it. The API refuses a
 * change that would lock the caller out (IP_ALLOW_LIST.WOULD_LOCK_OUT) whatever this page thinks.
 */
export function IpAllowListSection() {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const list = useIpAllowList();
  const address = useCurrentAddress();
  const { saveAllowList, enableAllowList, disableAllowList } = useSecurityActions();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? formatIpList(list.data?.entries ?? []);
  const entries = parseIpList(text);
  const enabled = list.data?.enabled ?? false;
  // The list on screen (being edited or saved) without the caller's address: saving it while on, or turning it on,
  // would shut the caller out. Without a known address the warning is generic.
  const locksOut = entries.length > 0 && (address ? !ipInList(address, entries) : true);

  const failed = (error: Error) => notifications.show({ color: 'red', message: describe(error).message });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveAllowList.mutate(entries, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ message: t('security.ipAllowList.saved') });
      },
    });
  };
  const problem = saveAllowList.error ? describe(saveAllowList.error, ['ips']) : undefined;
  const warning = address ? t('security.ipAllowList.lockOut', { ip: address }) : t('security.ipAllowList.lockOutUnknown');

  return (
    <Stack component="section" aria-labelledby="ip-allow-list-title">
      <Group>
        <Title order={3} size="h4" id="ip-allow-list-title">
          {t('security.ipAllowList.title')}
        </Title>
        {list.data ? <Badge color={enabled ? 'teal.9' : 'gray.7'}>{enabled ? t('security.ipAllowList.on') : t('security.ipAllowList.off')}</Badge> : null}
      </Group>
      <Text size="sm">{t('security.ipAllowList.explanation')}</Text>
      {address ? <Text size="sm">{t('security.ipAllowList.yourAddress', { ip: address })}</Text> : null}
      {list.isPending ? (
        <PageLoader />
      ) : list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack maw={520}>
            <Textarea
              label={t('security.ipAllowList.entries')}
              description={t('security.ipAllowList.entriesHint')}
              value={text}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={problem?.fields.ips}
              placeholder={t('security.ipAllowList.empty')}
              autosize
              minRows={3}
            />
            {locksOut ? (
              <Alert color="yellow" title={t('security.ipAllowList.lockOutTitle')} role="alert" classNames={{ title: 'alert-title-text' }}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{warning}</Text>
                  {address ? (
                    <Button size="xs" variant="light" onClick={() => setDraft(formatIpList([...entries, address]))}>
                      {t('security.ipAllowList.addYourAddress', { ip: address })}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <ErrorAlert message={problem?.message} />
            <Group>
              <Button type="submit" loading={saveAllowList.isPending} disabled={draft === null}>
                {t('security.ipAllowList.save')}
              </Button>
              {enabled ? (
                <Button
                  variant="default"
                  loading={disableAllowList.isPending}
                  onClick={() => disableAllowList.mutate(undefined, { onSuccess: () => notifications.show({ message: t('security.ipAllowList.turnedOff') }), onError: failed })}
                >
                  {t('security.ipAllowList.turnOff')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  loading={enableAllowList.isPending}
                  disabled={draft !== null || list.data.entries.length === 0}
                  onClick={() => enableAllowList.mutate(undefined, { onSuccess: () => notifications.show({ message: t('security.ipAllowList.turnedOn') }), onError: failed })}
                >
                  {t('security.ipAllowList.turnOn')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
