import { defineEnum } from '../../http/enums.js';

export const WORKSPACE_STATUS = defineEnum('workspaceStatus', {
  ACTIVE: { value: 10010304, label: 'Active', description: 'The workspace is in use' },
  SUSPENDED: { value: 10010305, label: 'Suspended', description: 'The workspace is suspended; members cannot enter it' },
});

export const WORKSPACE_KIND = defineEnum('workspaceKind', {
  LIVE: { value: 10050101, label: 'Live', description: 'Production workspace moving real money' },
  TEST: { value: 10050102, label: 'Test', description: 'Sandbox workspace' },
});

/** How a member came into a workspace (`memberships.join_source`). */
export const JOIN_SOURCE = defineEnum('joinSource', {
  REGISTRATION: { value: 10050201, label: 'Registration', description: 'Joined when the account registered' },
  INVITATION: { value: 10050202, label: 'Invitation', description: 'Joined by accepting an invitation' },
  CREATION: { value: 10050203, label: 'Creation', description: 'Created the workspace' },
});
