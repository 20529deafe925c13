export { NoticesList, type NoticesListProps, noticesEmpty } from './NoticesList';
