import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ALL = 'ALL';

/** The status a list shows (or all of them), with each status's translated name. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
  labelOf,
}: {
  statuses: readonly Status[];
  value: Status | null;
  onChange: (status: Status | null) => void;
  labelOf: (status: Status) => string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('operator.common.statusFilter')}
      data={[{ value: ALL, label: t('operator.common.allStatuses') }, ...statuses.map((status) => ({ value: status, label: labelOf(status) }))]}
      value={value ?? ALL}
      onChange={(picked) => onChange(statuses.find((status) => status === picked) ?? null)}
      allowDeselect={false}
    />
  );
}
