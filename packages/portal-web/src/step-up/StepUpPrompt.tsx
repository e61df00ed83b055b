import { Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepUpGate } from '../api/portal-context';
import { PageLoader } from '../app/PageLoader';

// The form is fetched the first time a step-up is needed: most visits never see it.
const StepUpForm = lazy(() => import('./StepUpForm'));

/** Mantine's modals sit at 200, popovers at 300: the prompt goes over both, under notifications. */
const STEP_UP_Z_INDEX = 350;

/**
 * The step-up prompt of the surrounding portal: shown while an action waits at the gate (refused with
 * AUTH.REAUTHENTICATION_REQUIRED); confirming retries the action, closing gives the page its refusal.
 */
export function StepUpPrompt() {
  const { t } = useTranslation();
  const gate = useStepUpGate();
  const [asking, setAsking] = useState(gate.asking);
  useEffect(() => gate.subscribe(setAsking), [gate]);

  return (
    // Above any dialog the refused action came from (modals stack by z-index, not by order of opening).
    <Modal opened={asking} onClose={() => gate.settle(false)} title={t('security.stepUp.title')} centered zIndex={STEP_UP_Z_INDEX}>
      {asking ? (
        <Suspense fallback={<PageLoader />}>
          <StepUpForm onConfirmed={() => gate.settle(true)} onCancel={() => gate.settle(false)} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
