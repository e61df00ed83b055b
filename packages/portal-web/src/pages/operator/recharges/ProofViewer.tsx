import { Anchor, Button, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { useRechargeProof } from './recharge-queries';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** A local URL of the blob for as long as it is shown (revoked after). */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** The payment proof of a recharge, loaded on demand: an image shown inline, any file (a PDF) to download. */
export function ProofViewer({ rechargeBizId }: { rechargeBizId: string }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const proof = useRechargeProof(rechargeBizId, asked);
  const url = useObjectUrl(proof.data);

  if (!asked) {
    return (
      <Button variant="light" onClick={() => setAsked(true)}>
        {t('operator.recharges.showProof')}
      </Button>
    );
  }
  if (proof.isPending) return <PageLoader />;
  if (proof.error) {
    return (
      <ErrorAlert error={proof.error} />
    );
  }
  if (!url) return <PageLoader />;
  const isImage = proof.data.type.startsWith('image/');
  return (
    <Stack gap="xs">
      {isImage ? <Image src={url} alt={t('operator.recharges.proofImage')} maw={560} mah={480} w="auto" fit="contain" radius="sm" /> : <Text size="sm">{t('operator.recharges.proofFile', { type: proof.data.type })}</Text>}
      <Anchor href={url} download={`proof-${rechargeBizId}`}>
        {t('operator.recharges.downloadProof')}
      </Anchor>
    </Stack>
  );
}
