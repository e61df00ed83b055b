import { Button } from '@mantine/core';
import { logout } from '@partner-portal/client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { OPERATOR_NAVIGATION } from '../../app/navigation';
import { PORTAL_PATHS } from '../../app/portal-paths';
import { ShellFrame } from '../../app/ShellFrame';
import { ShellNavigation } from '../../app/ShellNavigation';
import { LanguageMenu } from '../../i18n/LanguageMenu';

/** The signed-in operator layout: header (language, sign-out), navbar of the console's sections, the page. */
export default function OperatorShell() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const navigate = useNavigate();

  const signOut = async () => {
    // The SDK signs out locally even when the server call fails; SIGNED_OUT clears the query cache.
    await logout(client).catch(() => undefined);
    await navigate(PORTAL_PATHS.operator.signIn, { replace: true });
  };

  return (
    <ShellFrame
      name={t('operator.consoleName')}
      end={
        <>
          <LanguageMenu />
          <Button variant="subtle" color="red" onClick={() => void signOut()}>
            {t('user.signOut')}
          </Button>
        </>
      }
      navigation={(close) => <ShellNavigation sections={OPERATOR_NAVIGATION} home={PORTAL_PATHS.operator.home} onNavigate={close} />}
    />
  );
}
