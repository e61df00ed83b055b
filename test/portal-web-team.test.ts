import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, expectAccessible, screenshot, signInThroughUi, startPortalE2e, type E2ePage, type PortalE2e } from './support/portal-e2e.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The team pages as a workspace owner and an invitee meet them, in Chromium against the real server: the
 * last owner's refusal, a role made with the permission tree, an invitation sent, mailed, accepted in another
 * browser by a second account, the new member in the owner's list, the audit trail and the referral code.
 */
let e2e: PortalE2e;
let owner: TestAccount;
let invitee: TestAccount;
let ownerTab: E2ePage;
const roleName = 'Support desk';

async function openFromNavigation(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog');
/** What a polled step may take on a busy machine (the harness gives locator waits as long). */
const STEP = { timeout: 20_000 };

describe.skipIf(!chromiumPath)('portal web app: team', () => {
  beforeAll(async () => {
    e2e = await startPortalE2e();
    [owner, invitee] = await Promise.all([createAccount(e2e.server, 'team-owner'), createAccount(e2e.server, 'team-invitee')]);
    ownerTab = await e2e.newPage();
    await signInThroughUi(e2e, ownerTab.page, owner);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('lists the members and shows why the last owner cannot be removed', async () => {
    const { page } = ownerTab;
    await openFromNavigation(page, 'Members', 'Members');
    await page.getByRole('cell', { name: owner.email, exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'team-members');

    await page.getByRole('button', { name: 'Remove: team-owner' }).click();
    await dialog(page).getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent(), STEP)
      .toBe('A workspace needs at least one owner: make someone else owner first.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('cell', { name: owner.email, exact: true }).waitFor();
    expect(ownerTab.errors).toEqual(['409 POST /web/v1/partner/members/remove']);
    ownerTab.errors.length = 0;
  });

  it('creates a role and grants it a whole permission group from the checkbox tree', async () => {
    const { page, errors } = ownerTab;
    await openFromNavigation(page, 'Roles', 'Roles');
    await page.getByRole('button', { name: 'Create a role' }).click();
    await dialog(page).getByLabel(/^Name/).fill(roleName);
    await dialog(page).getByRole('button', { name: 'Create' }).click();

    // The new role opens for its permissions: ticking a group ticks each of its actions.
    await dialog(page).getByRole('checkbox', { name: /^Members/ }).waitFor();
    await dialog(page).getByRole('checkbox', { name: /^Members/ }).check();
    for (const action of ['View members', 'Remove members', 'Change member roles']) {
      expect(await dialog(page).getByRole('checkbox', { name: new RegExp(`^${action}`) }).isChecked()).toBe(true);
    }
    // One action of a group: the group shows it is partly granted.
    await dialog(page).getByRole('checkbox', { name: /^View roles/ }).check();
    const rolesGroup = dialog(page).getByRole('checkbox', { name: 'Roles', exact: true });
    expect(await rolesGroup.evaluate((box) => (box as unknown as { indeterminate: boolean }).indeterminate)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'team-role-editor');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog(page).count(), STEP).toBe(0);

    const row = page.getByRole('row', { name: new RegExp(roleName) });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent(), STEP).toBe('4');
    expect(errors).toEqual([]);
  });

  it('invites a second account, which accepts in its own browser and appears among the members', async () => {
    const { page, errors } = ownerTab;
    await openFromNavigation(page, 'Invitations', 'Invitations');
    await page.getByLabel(/^E-mail/).fill(invitee.email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: roleName }).click();
    const mailsBefore = e2e.smtp.mails.length;
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    const row = page.getByRole('row', { name: new RegExp(invitee.email) });
    await row.getByText('Pending').waitFor();
    await e2e.smtp.waitFor(invitee.email, /You are invited to join/, mailsBefore);
    await expectAccessible(page);
    await screenshot(page, 'team-invitations');
    const ownerWorkspace = (await page.getByRole('button', { name: /^Workspace:/ }).getAttribute('aria-label'))!;

    const inviteeTab = await e2e.newPage();
    await signInThroughUi(e2e, inviteeTab.page, invitee);
    await openFromNavigation(inviteeTab.page, 'My invitations', 'My invitations');
    const accept = inviteeTab.page.getByRole('button', { name: /^Accept: / });
    await accept.waitFor();
    expect(await inviteeTab.page.getByText(`Role: ${roleName}`).isVisible()).toBe(true);
    await expectAccessible(inviteeTab.page);
    await screenshot(inviteeTab.page, 'team-my-invitations');
    await accept.click();
    // Accepting moves the invitee into the workspace that invited them.
    await expect.poll(() => inviteeTab.page.getByRole('button', { name: /^Workspace:/ }).getAttribute('aria-label'), STEP).toBe(ownerWorkspace);
    await inviteeTab.page.getByText('Nobody has invited you to a workspace.').waitFor();
    // The role grants members:* and roles:read only: the navigation offers exactly those team pages.
    const navigation = inviteeTab.page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Roles', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Members', exact: true }).isVisible()).toBe(true);
    for (const hidden of ['Invitations', 'Referrals', 'Audit trail']) expect(await navigation.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    // Roles it may not manage are only viewed, and the owner role cannot be handed out.
    await openFromNavigation(inviteeTab.page, 'Roles', 'Roles');
    await inviteeTab.page.getByRole('button', { name: `View: ${roleName}` }).waitFor();
    expect(await inviteeTab.page.getByRole('button', { name: 'Create a role' }).count()).toBe(0);
    await openFromNavigation(inviteeTab.page, 'Members', 'Members');
    await inviteeTab.page.getByRole('button', { name: 'Change role: team-owner' }).click();
    await dialog(inviteeTab.page).getByRole('combobox', { name: 'Role' }).click();
    expect(await inviteeTab.page.getByRole('option', { name: 'Owner' }).getAttribute('aria-disabled')).toBe('true');
    expect(inviteeTab.errors).toEqual([]);
    await inviteeTab.context.close();

    await openFromNavigation(page, 'Members', 'Members');
    const member = page.getByRole('row', { name: new RegExp(invitee.email) });
    await member.waitFor();
    expect(await member.getByText(roleName).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the audit trail, narrowed to one kind of action', async () => {
    const { page, errors } = ownerTab;
    await openFromNavigation(page, 'Audit trail', 'Audit trail');
    await page.getByRole('cell', { name: 'Invitation sent' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Role created' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'audit-trail');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Invitation sent' }).count(), STEP).toBe(0);
    expect(await page.getByRole('cell', { name: 'Role permissions changed' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('creates the referral code of the workspace and switches it off', async () => {
    const { page, errors } = ownerTab;
    await openFromNavigation(page, 'Referrals', 'Referrals');
    await page.getByLabel(/^Code of your choice/).fill('TEAMCODE42');
    await page.getByRole('button', { name: 'Create the referral code' }).click();
    await page.getByText('TEAMCODE42', { exact: true }).waitFor();
    expect(await page.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Inactive', { exact: true }).waitFor();
    expect(await page.getByText('No account has registered with your code yet.').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'team-referrals');
    expect(errors).toEqual([]);
  });

  it('names the permissions of the role tree in Japanese once the user switches to it', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, owner);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await page.getByRole('heading', { name: 'ダッシュボード' }).waitFor();
    await page.goto('/team/roles');
    await page.getByRole('heading', { name: 'ロール', level: 2 }).waitFor();
    // The role made above grants the Members group and one action of Roles.
    await page.getByRole('button', { name: `編集：${roleName}` }).click();
    // The API's names, in the language the app asks for: groups and their actions.
    await dialog(page).getByRole('checkbox', { name: 'メンバー', exact: true }).waitFor();
    const box = (name: string) => dialog(page).getByRole('checkbox', { name: new RegExp(`^${name}`) });
    for (const name of ['メンバーを表示', 'メンバーを削除', 'ロールを表示']) expect(await box(name).isChecked()).toBe(true);
    for (const name of ['ロールを管理', 'API キーを表示', '両替を作成']) expect(await box(name).isChecked()).toBe(false);
    expect(await dialog(page).getByText('ワークスペースのメンバーとそのロールを一覧表示').isVisible()).toBe(true);
    expect(await dialog(page).getByText('View members').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'team-role-permissions-ja');
    expect(errors).toEqual([]);
    await context.close();
  });
});
