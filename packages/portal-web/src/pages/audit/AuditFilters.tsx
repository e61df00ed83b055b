import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../team/team-queries';
import { useCaller } from '../team/use-caller';
import { AUDIT_FAMILIES } from './audit-actions';
import { NO_AUDIT_FILTER, type AuditFilter } from './audit-queries';

/** The most members the actor picker lists (the API's largest page). */
const ACTORS_LISTED = 100;

/** `datetime-local` (the user's time zone) ↔ the API's ISO instants. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');

/** Narrows the trail: action family, who did it (from the members, when the caller may read them), time range, order. */
export function AuditFilters({
  workspaceId,
  fieldErrors,
  onApply,
}: {
  workspaceId: string;
  fieldErrors: Record<string, string>;
  onApply: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const members = useMembers(workspaceId, 0, ACTORS_LISTED, caller.can('members:read'));
  const [action, setAction] = useState<string | null>(null);
  const [actorBizId, setActorBizId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [order, setOrder] = useState<AuditFilter['order']>('desc');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ action: action ?? '', actorBizId: actorBizId ?? '', from: toInstant(from), to: toInstant(to), order });
  };
  const reset = () => {
    setAction(null);
    setActorBizId(null);
    setFrom('');
    setTo('');
    setOrder('desc');
    onApply(NO_AUDIT_FILTER);
  };

  return (
    <form onSubmit={apply} noValidate aria-label={t('audit.filters')}>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('audit.action')}
          placeholder={t('audit.anyAction')}
          data={AUDIT_FAMILIES.map((family) => ({ value: family, label: t(`audit.families.${family}`) }))}
          value={action}
          onChange={setAction}
          error={fieldErrors.action}
          clearable
          w={200}
        />
        {caller.can('members:read') ? (
          <Select
            label={t('audit.actor')}
            placeholder={t('audit.anyone')}
            data={(members.data?.items ?? []).map((member) => ({ value: member.userBizId, label: member.accountName || member.accountEmail }))}
            value={actorBizId}
            onChange={setActorBizId}
            error={fieldErrors.actorBizId}
            searchable
            clearable
            nothingFoundMessage="—"
            w={220}
          />
        ) : null}
        <TextInput type="datetime-local" label={t('audit.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} error={fieldErrors.from} />
        <TextInput type="datetime-local" label={t('audit.to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} error={fieldErrors.to} />
        <Select
          label={t('audit.order')}
          data={[
            { value: 'desc', label: t('audit.newestFirst') },
            { value: 'asc', label: t('audit.oldestFirst') },
          ]}
          value={order}
          onChange={(value) => setOrder(value === 'asc' ? 'asc' : 'desc')}
          allowDeselect={false}
          w={180}
        />
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="default" onClick={reset}>
          {t('audit.reset')}
        </Button>
      </Group>
    </form>
  );
}
