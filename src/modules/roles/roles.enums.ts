import { defineEnum } from '../../http/enums.js';

export const ROLE_TYPE = defineEnum('roleType', {
  OWNER: { value: 10010901, label: 'Owner', description: 'Holds every permission; cannot be edited or deleted' },
  CUSTOM: { value: 10010902, label: 'Custom', description: 'Holds the permissions it was given' },
});
