import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntil } from '../../time/countdown';
import { useCountdown } from '../../time/use-countdown';

/** "Valid for 42 s" until the quote's `expiresAt`; tells the form once it has lapsed. */
export function QuoteCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const deadline = Date.parse(expiresAt);

  useEffect(() => {
    start(secondsUntil(deadline, Date.now()));
  }, [deadline, start]);

  const expired = secondsLeft === 0 && secondsUntil(deadline, Date.now()) === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return (
    <Text size="sm" c={secondsLeft <= 10 ? 'red.8' : 'dimmed'} aria-live={secondsLeft <= 10 ? 'polite' : 'off'}>
      {expired ? t('money.quote.expired') : t('money.quote.validFor', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}
    </Text>
  );
}
