import { Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { ErrorAlert } from '../../components/ErrorAlert';
import { teamKeys, useReferralCode, type ReferralCode } from './team-queries';

const FIELDS = ['code', 'extraData'];

function CreateReferralCode({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const [code, setCode] = useState('');
  const create = useMutation({
    // The API refuses `{}`: an empty extraData asks for a generated code.
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/referral-codes', { body: code.trim() ? { code: code.trim() } : { extraData: '' } })),
    onSuccess: async (created) => {
      await queries.invalidateQueries({ queryKey: teamKeys.referralCode(workspaceId) });
      notifications.show({ message: t('team.referrals.codeCreated', { code: created.code }) });
    },
  });
  const problem = create.error ? describe(create.error, FIELDS) : undefined;
  const codeProblem = isPortalApiError(create.error, 'REFERRAL_CODE.TAKEN') ? problem?.message : problem?.fields.code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t('team.referrals.noCode')}</Text>
        <TextInput
          label={t('team.referrals.chosenCode')}
          description={t('team.referrals.chosenCodeHint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeProblem}
          maxLength={32}
          maw={320}
        />
        {problem?.message && !codeProblem ? <ErrorAlert error={create.error} /> : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('team.referrals.createCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ExistingReferralCode({ workspaceId, code, mayWrite }: { workspaceId: string; code: ReferralCode; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const [extraData, setExtraData] = useState(code.extraData ?? '');
  const refresh = () => queries.invalidateQueries({ queryKey: teamKeys.referralCode(workspaceId) });

  const switchStatus = useMutation({
    mutationFn: () =>
      code.status === 'ACTIVE'
        ? dataOf(client.api.POST('/web/v1/partner/referral-codes/deactivate', { body: { bizId: code.bizId } }))
        : dataOf(client.api.POST('/web/v1/partner/referral-codes/activate', { body: { bizId: code.bizId } })),
    onSuccess: async (saved) => {
      await refresh();
      notifications.show({ message: t(saved.status === 'ACTIVE' ? 'team.referrals.activated' : 'team.referrals.deactivated') });
    },
  });
  const saveNotes = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/referral-codes/update', { body: { bizId: code.bizId, extraData } })),
    onSuccess: async () => {
      await refresh();
      notifications.show({ message: t('team.referrals.notesSaved') });
    },
  });
  const notesProblem = saveNotes.error ? describe(saveNotes.error, FIELDS) : undefined;

  return (
    <Stack>
      <Group gap="sm">
        <Text size="xl" fw={700} ff="monospace">
          {code.code}
        </Text>
        <Badge color={code.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
          {t(code.status === 'ACTIVE' ? 'team.referrals.active' : 'team.referrals.inactive')}
        </Badge>
        <CopyButton value={code.code}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? t('team.referrals.copied') : t('team.referrals.copy')}
            </Button>
          )}
        </CopyButton>
        {mayWrite ? (
          <Button size="xs" variant="light" color={code.status === 'ACTIVE' ? 'red' : undefined} loading={switchStatus.isPending} onClick={() => switchStatus.mutate()}>
            {t(code.status === 'ACTIVE' ? 'team.referrals.deactivate' : 'team.referrals.activate')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t(code.status === 'ACTIVE' ? 'team.referrals.activeHint' : 'team.referrals.inactiveHint')}
      </Text>
      <ErrorAlert error={switchStatus.error} />
      <Textarea
        label={t('team.referrals.notes')}
        description={t('team.referrals.notesHint')}
        value={extraData}
        onChange={(event) => setExtraData(event.currentTarget.value)}
        error={notesProblem?.fields.extraData}
        readOnly={!mayWrite}
        maxLength={2000}
        autosize
        minRows={2}
        maw={560}
      />
      {notesProblem?.message ? <ErrorAlert error={saveNotes.error} /> : null}
      {mayWrite ? (
        <Group>
          <Button variant="default" loading={saveNotes.isPending} disabled={extraData === (code.extraData ?? '')} onClick={() => saveNotes.mutate()}>
            {t('team.referrals.saveNotes')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The workspace's referral code: create it, copy it, switch it on or off, keep notes on it. */
export function ReferralCodePanel({ workspaceId, mayWrite }: { workspaceId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const code = useReferralCode(workspaceId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="referral-code-title">
      <Stack>
        <Title order={3} size="h4" id="referral-code-title">
          {t('team.referrals.codeTitle')}
        </Title>
        {code.isPending ? <PageLoader /> : null}
        <ErrorAlert error={code.error} />
        {code.data ? <ExistingReferralCode key={code.data.updatedAt} workspaceId={workspaceId} code={code.data} mayWrite={mayWrite} /> : null}
        {code.data === null && mayWrite ? <CreateReferralCode workspaceId={workspaceId} /> : null}
        {code.data === null && !mayWrite ? <Text c="dimmed">{t('team.referrals.noCodeReadOnly')}</Text> : null}
      </Stack>
    </Paper>
  );
}
