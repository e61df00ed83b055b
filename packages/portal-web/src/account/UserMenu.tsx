import { Avatar, Button, Menu, Text } from '@mantine/core';
import { logout } from '@partner-portal/client';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePortalClient, usePortalKind } from '../api/portal-context';
import { PORTAL_PATHS } from '../app/portal-paths';
import { useProfile } from './profile-queries';

/** The header's account menu: who is signed in, the profile, sign-out (which drops every cached answer). */
export function UserMenu() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const portal = usePortalKind();
  const navigate = useNavigate();
  const profile = useProfile();
  const name = profile.data?.accountName || profile.data?.accountEmail || '';

  const signOut = async () => {
    // The SDK signs out locally even when the server call fails; SIGNED_OUT clears the query cache.
    await logout(client).catch(() => undefined);
    await navigate(PORTAL_PATHS[portal].signIn, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={`${t('user.menuLabel')}: ${name}`} leftSection={<Avatar size="sm" alt="" />}>
          <Text size="sm" visibleFrom="sm" truncate="end" maw={180}>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.data ? <Menu.Label>{profile.data.accountEmail}</Menu.Label> : null}
        <Menu.Item component={Link} to="/profile">
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
