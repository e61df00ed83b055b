import { auditText } from '../../i18n/locales/areas/audit';

/** The action families a workspace's trail holds, for the filter (each `family.*` action). */
export const AUDIT_FAMILIES = ['workspace', 'member', 'role', 'invitation', 'api_key', 'referral_code'] as const;

type ActionKey = keyof typeof auditText.en.actions;

const isActionKey = (key: string): key is ActionKey => Object.hasOwn(auditText.en.actions, key);

/** The translation key of an action the app knows (`role.update` → `role_update`); undefined for a newer one. */
export function actionKey(action: string): ActionKey | undefined {
  const key = action.replaceAll('.', '_');
  return isActionKey(key) ? key : undefined;
}
