import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkState, isChangeable, toggle } from './permission-tree';
import type { PermissionNode } from './team-queries';

type Child = PermissionNode['children'][number];

/**
 * The API's permission catalogue as a checkbox tree: a group checks or unchecks its actions, actions the
 * caller may not grant (or the catalogue disabled) are shown but cannot change.
 */
export function PermissionTree({
  tree,
  selected,
  onChange,
  mayGrant,
  readOnly = false,
}: {
  tree: readonly PermissionNode[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  mayGrant: (code: string) => boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const changeable = (node: PermissionNode | Child) => !readOnly && isChangeable(node, mayGrant);

  return (
    <Stack gap="sm" role="group" aria-label={t('team.roles.permissions')}>
      {tree.map((group) => {
        const state = checkState(group, selected);
        return (
          <Fieldset
            key={group.bizId}
            variant="unstyled"
            legend={
              <Checkbox
                label={group.permissionName}
                description={group.permissionDescription}
                checked={state === 'checked'}
                indeterminate={state === 'indeterminate'}
                disabled={!changeable(group)}
                onChange={() => onChange(toggle(group, selected, mayGrant))}
                fw={600}
              />
            }
          >
            <Stack gap={6} pl="xl" pt={6}>
              {group.children.map((action) => (
                <Checkbox
                  key={action.bizId}
                  label={action.permissionName}
                  description={action.permissionDescription}
                  checked={selected.has(action.permissionCode)}
                  disabled={!changeable(action)}
                  onChange={() => onChange(toggle(action, selected, mayGrant))}
                />
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
