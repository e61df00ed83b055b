import { useTranslation } from 'react-i18next';
import { ListPager as Pager, type PageInfo, type PagerText } from '../../components/ListPager';

/** The pager's words in the operator console. */
export function useOperatorPagerText(): PagerText {
  const { t } = useTranslation();
  return {
    records: (count) => t('operator.list.records', { count }),
    control: (control) => t(`operator.list.${control}`),
    page: (page) => t('operator.list.page', { page }),
  };
}

/** The shared pager with the operator console's words. */
export function ListPager(props: { pagination: PageInfo; page: number; onPage: (page: number) => void }) {
  return <Pager {...props} text={useOperatorPagerText()} />;
}
