import { Button, Code, Group, Image, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { useDateTime } from '../../time/use-date-time';
import { useMfaMethods, useSecurityActions, type OtpSetup } from './security-queries';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ModalActions } from '../../components/ModalActions';

const FIELDS = ['code'];

/** The QR code and key of a pending setup, and the first code from the app that turns it on. */
function VerifySetup({ setup, onDone }: { setup: OtpSetup; onDone: () => void }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const dateTime = useDateTime();
  const { otpVerify } = useSecurityActions();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    otpVerify.mutate(code.trim(), {
      onSuccess: () => {
        notifications.show({ message: t('security.authenticator.verified') });
        onDone();
      },
    });
  };
  const problem = otpVerify.error ? describe(otpVerify.error, FIELDS) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <Text size="sm">{t('security.authenticator.scan')}</Text>
        <Image src={setup.qrCode} alt={t('security.authenticator.qrAlt')} w={200} h={200} fit="contain" />
        <Stack gap={2}>
          <Text size="sm" fw={500} id="otp-key-label">
            {t('security.authenticator.key')}
          </Text>
          <Code aria-labelledby="otp-key-label" data-testid="otp-secret">
            {setup.secret}
          </Code>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('security.authenticator.finishBy', { time: dateTime(setup.expiresAt) })}
        </Text>
        <TextInput
          label={t('security.authenticator.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={problem?.fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <ErrorAlert message={problem?.message} />
        <Group>
          <Button type="submit" loading={otpVerify.isPending} disabled={code.trim().length !== 6}>
            {t('security.authenticator.verify')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('security.authenticator.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Removing the authenticator needs a current code from it. */
function RemoveAuthenticator({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const { otpRevoke } = useSecurityActions();
  const [code, setCode] = useState('');
  const close = () => {
    setCode('');
    otpRevoke.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    otpRevoke.mutate(code.trim(), {
      onSuccess: () => {
        notifications.show({ message: t('security.authenticator.removed') });
        close();
      },
    });
  };
  const problem = otpRevoke.error ? describe(otpRevoke.error, FIELDS) : undefined;
  return (
    <Modal opened={opened} onClose={close} title={t('security.authenticator.removeTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('security.authenticator.removeExplanation')}</Text>
          <TextInput
            label={t('security.authenticator.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={problem?.fields.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            data-autofocus
          />
          <ModalActions message={problem?.message} onCancel={close} cancelLabel={t('security.authenticator.cancel')} submitLabel={t('security.authenticator.removeConfirm')} danger loading={otpRevoke.isPending} disabled={code.trim() === ''} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Authenticator (TOTP) enrolment: set up with the API's QR code, verify with a first code, remove. */
export function AuthenticatorSection() {
  const { t } = useTranslation();
  const mfa = useMfaMethods();
  const { otpSetup } = useSecurityActions();
  const [removing, setRemoving] = useState(false);
  const on = mfa.data?.some((entry) => entry.mfaMethod.code === 'OTP' && entry.isEnabled) ?? false;

  let body;
  if (mfa.isPending) body = <PageLoader />;
  else if (mfa.error) body = <ErrorAlert error={mfa.error} />;
  else if (on) {
    body = (
      <Group>
        <Text>{t('security.authenticator.on')}</Text>
        <Button variant="light" color="red" onClick={() => setRemoving(true)}>
          {t('security.authenticator.remove')}
        </Button>
      </Group>
    );
  } else if (otpSetup.data) {
    body = <VerifySetup setup={otpSetup.data} onDone={() => otpSetup.reset()} />;
  } else {
    body = (
      <Stack align="flex-start">
        <Text>{t('security.authenticator.off')}</Text>
        <Button onClick={() => otpSetup.mutate()} loading={otpSetup.isPending}>
          {t('security.authenticator.setUp')}
        </Button>
        {otpSetup.error ? (
          <ErrorAlert error={otpSetup.error} />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="authenticator-title">
      <Title order={3} size="h4" id="authenticator-title">
        {t('security.authenticator.title')}
      </Title>
      {body}
      <RemoveAuthenticator opened={removing} onClose={() => setRemoving(false)} />
    </Stack>
  );
}
