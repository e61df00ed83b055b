// The money records' pages use the shared record page under the name they always had.
export { DetailList, RecordPage as MoneyDetailPage } from '../../components/RecordPage';
