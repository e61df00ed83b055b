import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../api/portal-context';
import { loadTurnstile, turnstileLanguage, type TurnstileApi } from './load-turnstile';

/** The token of the check the user passed (null until then, or after it expired or was used), and a way to ask for a new one. */
export interface TurnstileState {
  token: string | null;
  /** A fresh check: after a refused submission (a token is single-use) or any use of the token. */
  reset: () => void;
  /** For the widget. */
  binding: { generation: number; onToken: (token: string | null) => void };
}

export function useTurnstile(): TurnstileState {
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setGeneration((value) => value + 1);
  }, []);
  return { token, reset, binding: { generation, onToken: setToken } };
}

type Status = 'loading' | 'shown' | 'unavailable' | 'failed';

/**
 * Cloudflare Turnstile, rendered explicitly with the site key of /__portal/config.json. Its token goes to the
 * form through `useTurnstile()`; a new `generation` resets it. When the script cannot load (offline, blocked)
 * the user reads why and can try again, instead of waiting on a widget that never comes.
 */
export function TurnstileWidget({ state, error }: { state: TurnstileState; error?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { turnstileSiteKey } = usePortalConfig();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const { generation, onToken } = state.binding;
  const labelId = useId();
  const language = turnstileLanguage(i18n.language);

  useEffect(() => {
    let current = true;
    if (!turnstileSiteKey) {
      setStatus('unavailable');
      return;
    }
    setStatus('loading');
    loadTurnstile().then(
      (api) => {
        if (!current || !container.current) return;
        const id = api.render(container.current, {
          sitekey: turnstileSiteKey,
          language,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => {
            onToken(null);
            setStatus('failed');
          },
        });
        if (id) widget.current = { api, id };
        setStatus('shown');
      },
      () => {
        if (current) setStatus('unavailable');
      },
    );
    return () => {
      current = false;
      onToken(null);
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [turnstileSiteKey, language, onToken, attempt]);

  // A new generation: the token was used or refused; the widget gives a new one.
  const shownGeneration = useRef(generation);
  useEffect(() => {
    if (shownGeneration.current === generation) return;
    shownGeneration.current = generation;
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, [generation]);

  const retry = () => {
    if (status === 'failed' && widget.current) {
      widget.current.api.reset(widget.current.id);
      setStatus('shown');
    } else setAttempt((value) => value + 1);
  };

  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {t('auth.turnstile.label')}
      </Text>
      {status === 'loading' ? <Loader size="sm" aria-label={t('auth.turnstile.loading')} /> : null}
      <Box ref={container} data-testid="turnstile-widget" hidden={status !== 'shown' && status !== 'failed'} />
      {status === 'unavailable' || status === 'failed' ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="xs">
            <span>{status === 'failed' ? t('auth.turnstile.failed') : t('auth.turnstile.unavailable')}</span>
            <Button size="xs" variant="light" onClick={retry}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
