import { useTranslation } from 'react-i18next';
import { UserMenu } from '../account/UserMenu';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { WorkspaceGate } from '../workspaces/WorkspaceGate';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { usePermissions } from '../workspaces/workspace-queries';
import { PARTNER_NAVIGATION } from './navigation';
import { PORTAL_PATHS } from './portal-paths';
import { ShellFrame } from './ShellFrame';
import { ShellNavigation } from './ShellNavigation';

/** The signed-in partner layout: header (workspace, language, account), navbar of the built pages, the page. */
export function PartnerShell() {
  const { t } = useTranslation();
  const { can } = usePermissions();

  return (
    <ShellFrame
      name={t('app.name')}
      nameVisibleFrom="xs"
      start={<WorkspaceSwitcher />}
      end={
        <>
          <LanguageMenu />
          <UserMenu />
        </>
      }
      navigation={(close) => (
        <ShellNavigation sections={PARTNER_NAVIGATION} home={PORTAL_PATHS.partner.home} visible={(entry) => !entry.permission || can(entry.permission)} onNavigate={close} />
      )}
    >
      <WorkspaceGate />
    </ShellFrame>
  );
}
