import { Alert, Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { parseIpList } from '../../net/ip-list';
import { useGrantableScopes, type CreatedApiKey } from './api-key-queries';
import type { useApiKeyActions } from './api-key-queries';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ModalActions } from '../../components/ModalActions';

const FIELDS = ['name', 'scopes', 'ipWhitelist'];

/** Name, scopes (only those the caller may grant) and an IP allow-list; the created key's secret goes to `onCreated`. */
export function CreateApiKeyModal({
  opened,
  onClose,
  create,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  create: ReturnType<typeof useApiKeyActions>['create'];
  onCreated: (key: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const grantable = useGrantableScopes();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [ips, setIps] = useState('');
  const [checked, setChecked] = useState(false);

  const close = () => {
    setName('');
    setScopes([]);
    setIps('');
    setChecked(false);
    create.reset();
    onClose();
  };
  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameMissing || scopesMissing) return;
    create.mutate(
      { name: name.trim(), scopes, ipWhitelist: parseIpList(ips) },
      {
        onSuccess: (key) => {
          close();
          onCreated(key);
        },
      },
    );
  };
  const problem = create.error ? describe(create.error, FIELDS) : undefined;
  const allChosen = grantable.scopes.length > 0 && grantable.scopes.every((scope) => scopes.includes(scope));

  return (
    <Modal opened={opened} onClose={close} title={t('apiKeys.form.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('apiKeys.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={checked && nameMissing ? t('apiKeys.form.nameRequired') : problem?.fields.name}
            maxLength={100}
            required
            data-autofocus
          />
          {grantable.isLoading ? (
            <PageLoader />
          ) : grantable.error ? (
            <ErrorAlert error={grantable.error} />
          ) : grantable.scopes.length === 0 ? (
            <Alert color="yellow">{t('apiKeys.form.noScopes')}</Alert>
          ) : (
            <Stack gap={6}>
              <Checkbox.Group
                label={t('apiKeys.scopes')}
                description={t('apiKeys.form.scopesHint')}
                value={scopes}
                onChange={setScopes}
                error={checked && scopesMissing ? t('apiKeys.form.scopesRequired') : problem?.fields.scopes}
                withAsterisk
              >
                <Stack gap={6} mt="xs">
                  {grantable.scopes.map((scope) => (
                    <Checkbox key={scope} value={scope} label={scope} classNames={{ label: 'monospace-label' }} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox
                label={t('apiKeys.form.selectAll')}
                checked={allChosen}
                indeterminate={!allChosen && scopes.length > 0}
                onChange={() => setScopes(allChosen ? [] : grantable.scopes)}
              />
            </Stack>
          )}
          <Textarea
            label={t('apiKeys.ipAllowList')}
            description={t('apiKeys.form.ipHint')}
            value={ips}
            onChange={(event) => setIps(event.currentTarget.value)}
            error={problem?.fields.ipWhitelist}
            autosize
            minRows={2}
            placeholder={'203.0.113.10\n198.51.100.0/24'}
          />
          <ModalActions message={problem?.message} onCancel={close} cancelLabel={t('apiKeys.form.cancel')} submitLabel={t('apiKeys.form.submit')} loading={create.isPending} disabled={grantable.scopes.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}
