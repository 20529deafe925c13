import { formatIsoDate, type Notice, type Option } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { audienceOf, expiryOf } from '../notice-labels';
import * as styles from './NoticeForm.css';

export type NoticeDetailProps = {
  notice: Notice;
  /** The complejo's towers, to name the audience; empty while they load. */
  towers: readonly Option[];
  today: string;
};

/** A notice as published: when, until when, for whom and its text as it was typed. */
export function NoticeDetail({ notice, towers, today }: NoticeDetailProps) {
  const expiry = expiryOf(notice, today);
  const upcoming = notice.publishedOn > today;
  return (
    <FormScreen
      title={notice.title}
      description="Noticia para los residentes"
      meta={
        upcoming ? (
          <StatusBadge label="Programada" tone="info" />
        ) : expiry === 'Vencida' ? (
          <StatusBadge label="Vencida" tone="neutral" />
        ) : (
          <StatusBadge label="Vigente" tone="success" />
        )
      }
    >
      <Card title="Publicación">
        <DescriptionList
          items={[
            { term: 'Fecha de publicación', description: formatIsoDate(notice.publishedOn) },
            { term: 'Vencimiento', description: expiry || 'Sin vencimiento' },
            { term: 'Para', description: audienceOf(notice, towers) },
            { term: 'Publicada por', description: notice.createdBy ?? 'Sin dato' },
          ]}
        />
      </Card>
      <Card title="Texto">
        {/* Text, never markup: React escapes it, and pre-wrap keeps the lines it was written with. */}
        <p className={styles.text}>{notice.text}</p>
      </Card>
    </FormScreen>
  );
}
