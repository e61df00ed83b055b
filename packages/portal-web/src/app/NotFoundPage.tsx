import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

export default function NotFoundPage() {
  usePageTitle('app.notFound');
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('app.notFound')}</Title>
      <Text>
        <Anchor component={Link} to="/">
          {t('app.backHome')}
        </Anchor>
      </Text>
    </Stack>
  );
}
