import { Alert, Badge, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { useDateTime } from '../../time/use-date-time';
import { useSecurityActions, useSessionConfig, useSessions } from './security-queries';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { QueryView } from '../../components/QueryView';
import { UserAgent } from '../../components/UserAgent';

/** The signed-in sessions of the account; any but this one can be signed out, or all others at once. */
export function SessionsSection() {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const dateTime = useDateTime();
  const sessions = useSessions();
  const { terminate, terminateOthers } = useSecurityActions();
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;
  const failed = (error: Error) => notifications.show({ color: 'red', message: describe(error).message });

  return (
    <Stack component="section" aria-labelledby="sessions-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="sessions-title">
          {t('security.sessions.title')}
        </Title>
        <Button
          variant="light"
          color="red"
          disabled={others === 0}
          loading={terminateOthers.isPending}
          onClick={() =>
            terminateOthers.mutate(undefined, {
              onSuccess: (result) => notifications.show({ message: t('security.sessions.terminatedOthers', { count: result.terminatedSessions }) }),
              onError: failed,
            })
          }
        >
          {t('security.sessions.terminateOthers')}
        </Button>
      </Group>
      <QueryView query={sessions}>
        {(data) => (
          <>
            <DataTable
              items={data}
              rowKey={(session) => session.sessionId}
              minWidth={720}
              columns={[
                { label: t('security.sessions.address'), mono: true, cell: (session) => session.clientIp },
                { label: t('security.sessions.device'), cell: (session) => <UserAgent value={session.userAgent} /> },
                { label: t('security.sessions.signedInAt'), cell: (session) => dateTime(session.loginTime) },
                { label: t('security.sessions.lastActive'), cell: (session) => dateTime(session.lastActivityTime) },
                {
                  label: t('security.sessions.actions'),
                  cell: (session) =>
                    session.isCurrent ? (
                      <Badge color="teal.9" miw="max-content">
                        {t('security.sessions.current')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('security.sessions.terminateLabel', { address: session.clientIp })}
                        loading={terminate.isPending && terminate.variables === session.sessionId}
                        onClick={() =>
                          terminate.mutate(session.sessionId, {
                            onSuccess: () => notifications.show({ message: t('security.sessions.terminated') }),
                            onError: failed,
                          })
                        }
                      >
                        {t('security.sessions.terminate')}
                      </Button>
                    ),
                },
              ]}
            />
            {others === 0 ? <Text c="dimmed">{t('security.sessions.empty')}</Text> : null}
          </>
        )}
      </QueryView>
    </Stack>
  );
}

/** How many sessions may be signed in at the same time. */
export function MaxSessionsSection() {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const config = useSessionConfig();
  const { setMaxSessions } = useSecurityActions();
  const [value, setValue] = useState<number | string | null>(null);
  const shown = value ?? config.data?.maxSessions ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMaxSessions.mutate(Number(shown), {
      onSuccess: () => {
        setValue(null);
        notifications.show({ message: t('security.maxSessions.saved') });
      },
    });
  };
  const problem = setMaxSessions.error ? describe(setMaxSessions.error, ['maxConcurrentSessions']) : undefined;
  return (
    <Stack component="section" aria-labelledby="max-sessions-title">
      <Title order={3} size="h4" id="max-sessions-title">
        {t('security.maxSessions.title')}
      </Title>
      {config.isPending ? (
        <PageLoader />
      ) : config.error ? (
        <ErrorAlert error={config.error} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <NumberInput
              label={t('security.maxSessions.label')}
              description={t('security.maxSessions.hint')}
              value={shown}
              onChange={setValue}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              error={problem?.fields.maxConcurrentSessions}
              w={320}
            />
            <Button type="submit" loading={setMaxSessions.isPending} disabled={shown === '' || Number(shown) < 1 || Number(shown) > 100}>
              {t('security.maxSessions.save')}
            </Button>
          </Group>
          {problem?.message ? (
            <Alert color="red" role="alert" mt="sm">
              {problem.message}
            </Alert>
          ) : null}
        </form>
      )}
    </Stack>
  );
}
