import { Alert, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { parseIpList } from '../../net/ip-list';
import { useGrantableScopes, type CreatedApiKey } from './api-key-queries';
import type { useApiKeyActions } from './api-key-queries';
import { ErrorAlert } from '../../components/ErrorAlert';
import { CheckboxListField } from '../../components/CheckboxListField';
import { ModalActions } from '../../components/ModalActions';

const FIELDS = ['name', 'scopes', 'ipWhitelist', 'rateLimitPerSecond'];
/** The ceiling is the server's: its refusal names it. */
const RULE_FIELDS = ['rateLimitPerSecond'];

/** Name, scopes (only those the caller may grant), an IP allow-list and an optional rate limit; the created key's secret goes to `onCreated`. */
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
  // Empty: the key gets the server's ceiling; above it the API refuses with the ceiling, shown at the field.
  const [rateLimit, setRateLimit] = useState<number | string>('');
  const [checked, setChecked] = useState(false);

  const close = () => {
    setName('');
    setScopes([]);
    setIps('');
    setRateLimit('');
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
      { name: name.trim(), scopes, ipWhitelist: parseIpList(ips), ...(typeof rateLimit === 'number' ? { rateLimitPerSecond: rateLimit } : {}) },
      {
        onSuccess: (key) => {
          close();
          onCreated(key);
        },
      },
    );
  };
  const problem = create.error ? describe(create.error, FIELDS, RULE_FIELDS) : undefined;

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
            <CheckboxListField
              label={t('apiKeys.scopes')}
              description={t('apiKeys.form.scopesHint')}
              options={grantable.scopes}
              value={scopes}
              onChange={setScopes}
              error={checked && scopesMissing ? t('apiKeys.form.scopesRequired') : problem?.fields.scopes}
              selectAllLabel={t('apiKeys.form.selectAll')}
            />
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
          <NumberInput
            label={t('apiKeys.form.rateLimit')}
            description={t('apiKeys.form.rateLimitHint')}
            value={rateLimit}
            onChange={setRateLimit}
            error={problem?.fields.rateLimitPerSecond}
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
          />
          <ModalActions message={problem?.message} onCancel={close} cancelLabel={t('apiKeys.form.cancel')} submitLabel={t('apiKeys.form.submit')} loading={create.isPending} disabled={grantable.scopes.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}
