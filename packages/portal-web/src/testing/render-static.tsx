import { MantineProvider } from '@mantine/core';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en } from '../i18n/locales/en';
import { ja } from '../i18n/locales/ja';
import { vi } from '../i18n/locales/vi';
import { zh } from '../i18n/locales/zh';
import { zhHant } from '../i18n/locales/zh-Hant';

/** i18next in `language` with the shell's strings, as the app has them before a lazy page adds its own (tests only). */
export function testI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh }, 'zh-Hant': { translation: zhHant }, ja: { translation: ja }, vi: { translation: vi } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * The HTML a component renders in the app's providers (language, Mantine), without a browser: what a user would
 * read and what assistive technology gets (roles, labels). Dialogs render into a portal, so not here.
 */
export function renderStatic(node: ReactNode, i18n: i18n = testI18n()): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
}

/** The visible text of rendered HTML: Mantine's style elements and the tags dropped, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
