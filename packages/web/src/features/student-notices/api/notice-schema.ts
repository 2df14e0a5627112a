export { noticeSchema } from '@campus/domain';
