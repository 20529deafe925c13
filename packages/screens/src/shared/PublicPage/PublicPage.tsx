import type { ReactNode } from 'react';
import * as styles from './PublicPage.css';

export type PublicPageProps = {
  title: string;
  /** One or two sentences under the title that say what the page is for. */
  description?: ReactNode;
  /** 'form' for the narrow sign-in style card, 'text' for long reading such as the privacy policy. */
  width?: 'form' | 'text';
  /** Links to the other public pages, under the card's content. */
  links?: ReactNode;
  children: ReactNode;
};

/** The frame of the pages seen without a session: the brand, one card, no header or menus. */
export function PublicPage({ title, description, width = 'form', links, children }: PublicPageProps) {
  return (
    <div className={styles.page}>
      <main className={styles.card[width]}>
        <p className={styles.brand}>Horizontal</p>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
        {links && (
          <nav className={styles.links} aria-label="Otras páginas">
            {links}
          </nav>
        )}
      </main>
    </div>
  );
}
