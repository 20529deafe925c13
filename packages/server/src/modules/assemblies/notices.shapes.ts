import type { NoticeListing } from './notices.repository';

/** A notice as the contract shows it: its audience and author's name, nothing internal (when it was mailed). */
export const noticeOut = (row: NoticeListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  title: row.title,
  text: row.text,
  publishedOn: row.publishedOn,
  expiresOn: row.expiresOn,
  towerIds: row.towerIds,
  createdBy: row.author,
});
