import { type ReactNode, useId } from 'react';
import { NavLink } from '../NavLink';
import { PublicPage, publicPageStyles } from '../PublicPage';
import * as styles from './LegalDocument.css';

export type LegalSection = { title: string; body: ReactNode };

export type LegalDocumentProps = {
  title: string;
  /** dd/mm/yyyy */
  updatedOn: string;
  introduction: ReactNode;
  sections: readonly LegalSection[];
  onNavigate: (path: string) => void;
};

/** A long public text (terms, privacy policy): numbered sections with an index, readable width. */
export function LegalDocument({ title, updatedOn, introduction, sections, onNavigate }: LegalDocumentProps) {
  const prefix = useId();
  const sectionId = (index: number) => `${prefix}-section-${index + 1}`;
  return (
    <PublicPage
      width="text"
      title={title}
      description={`Última actualización: ${updatedOn}`}
      links={
        <>
          <NavLink className={publicPageStyles.link} to="/login" onNavigate={onNavigate}>
            Iniciar sesión
          </NavLink>
          <NavLink className={publicPageStyles.link} to="/terms" onNavigate={onNavigate}>
            Términos y Condiciones
          </NavLink>
          <NavLink className={publicPageStyles.link} to="/policy" onNavigate={onNavigate}>
            Política de Privacidad
          </NavLink>
        </>
      }
    >
      <article className={styles.article}>
        <div className={styles.introduction}>{introduction}</div>
        <nav aria-label="Contenido" className={styles.index}>
          <ol className={styles.indexList}>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a className={publicPageStyles.link} href={`#${sectionId(index)}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={sectionId(index)} className={styles.section}>
            <h2 id={sectionId(index)} className={styles.heading}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </PublicPage>
  );
}
