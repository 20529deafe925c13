import { formatIsoDate, type Notice, type Option } from '@horizontal/domain';

/*
 * What the notices' list and form both say about a notice. Here, not beside the list: the form would otherwise
 * load the list's table with it.
 */

/** A notice with no towers is for everyone in the complejo. */
export const WHOLE_COMPLEX = 'Todo el complejo';

/**
 * «Todo el complejo», or the towers' names in the complejo's order. A tower the options do not name (they have
 * not arrived, or it was deleted since) is not guessed at: «Algunas torres» says as much as is known.
 */
export const audienceOf = (notice: Pick<Notice, 'towerIds'>, towers: readonly Option[]) => {
  if (notice.towerIds.length === 0) return WHOLE_COMPLEX;
  const named = towers.filter((tower) => notice.towerIds.includes(tower.id));
  if (named.length < notice.towerIds.length) return 'Algunas torres';
  return named.map((tower) => tower.name).join(', ');
};

/**
 * «Vigente hasta 21/11/2026», «Vencida» once its last day is past (`today` is Montevideo's yyyy-mm-dd), or
 * nothing for a notice without an end.
 */
export const expiryOf = (notice: Pick<Notice, 'expiresOn'>, today: string) => {
  if (notice.expiresOn === null) return '';
  return notice.expiresOn < today ? 'Vencida' : `Vigente hasta ${formatIsoDate(notice.expiresOn)}`;
};

/**
 * How a row is named in its menu and its confirmation: a title may repeat («Corte de agua programado»), its day of
 * publication tells them apart.
 */
export const noticeRowLabel = (notice: Pick<Notice, 'title' | 'publishedOn'>) =>
  `«${notice.title}» del ${formatIsoDate(notice.publishedOn)}`;
