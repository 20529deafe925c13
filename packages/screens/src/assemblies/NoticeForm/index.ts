export { NoticeForm, type NoticeFormOptions, type NoticeFormProps } from './NoticeForm';
export type { NoticeValues } from './notice-form';
