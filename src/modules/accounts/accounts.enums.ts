import { defineEnum } from '../../http/enums.js';

/** Which portal an account signs in to (`accounts.portal`). */
export const ACCOUNT_PORTAL = defineEnum('accountPortal', {
  PARTNER: { value: 10010103, label: 'Partner', description: 'Partner portal account' },
  OPERATOR: { value: 10010104, label: 'Operator', description: 'Internal operator account' },
});

/** Whether an account may sign in (`accounts.status`). */
export const ACCOUNT_STATUS = defineEnum('accountStatus', {
  ACTIVE: { value: 10010202, label: 'Active', description: 'The account can sign in' },
  DISABLED: { value: 10010203, label: 'Disabled', description: 'The account is switched off and cannot sign in' },
});
