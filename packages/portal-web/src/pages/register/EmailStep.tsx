import { useTranslation } from 'react-i18next';
import { EmailCheckForm } from '../../turnstile/EmailCheckForm';
import { useTurnstile } from '../../turnstile/TurnstileWidget';
import { useStartRegistration } from './use-start-registration';

/** Step one: the address and the security check; the code goes to the address. */
export function EmailStep({ initialEmail, onStarted }: { initialEmail: string; onStarted: (registrationId: string, email: string) => void }) {
  const { t } = useTranslation();
  const turnstile = useTurnstile();
  const start = useStartRegistration(turnstile, onStarted);
  return (
    <EmailCheckForm
      intro={t('auth.register.intro')}
      emailLabel={t('auth.register.email')}
      submitLabel={t('auth.register.sendCode')}
      autoComplete="email"
      initialEmail={initialEmail}
      turnstile={turnstile}
      pending={start.isPending}
      error={start.error}
      onSubmit={(input) => start.mutate(input)}
    />
  );
}
