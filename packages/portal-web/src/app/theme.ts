import { createTheme, Drawer, Modal, Notification, PasswordInput, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * The theme, with the labels Mantine's own buttons would otherwise say in English only (close a dialog or a
 * notification, show the password): made per language.
 */
export function createPortalTheme(t?: TFunction): MantineThemeOverride {
  return createTheme({
    primaryColor: 'indigo',
    // Shade 8 keeps links and subtle buttons above 4.5:1 on white (WCAG AA); the default 6 does not.
    primaryShade: { light: 8, dark: 5 },
    defaultRadius: 'md',
    // Dialogs and menus appear without sliding or fading for people who asked their system for less motion.
    respectReducedMotion: true,
    components: t
      ? {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } }),
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } }),
          PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } } }),
        }
      : {},
  });
}

/**
 * Dimmed text, field errors and light-variant text (active nav link, badges) darker than Mantine's defaults, which are
 * below WCAG AA's 4.5:1 on white (gray 6: 3.3:1; indigo 6 on its light background: about 3.6:1).
 */
export const portalCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A field's error (its text, and the text typed in it) in red 9: red 6 is 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-0)',
  },
  dark: {},
});
