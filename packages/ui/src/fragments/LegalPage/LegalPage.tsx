import * as styles from './LegalPage.css.ts';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalPageProps {
  eyebrow: string;
  title: string;
  /** e.g. "Last updated 8 June 2025" */
  updated: string;
  intro?: string;
  contentsLabel: string;
  sections: readonly LegalSection[];
}

/** A long static legal text with a table of contents on wide screens. */
export function LegalPage({ eyebrow, title, updated, intro, contentsLabel, sections }: LegalPageProps) {
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>{updated}</p>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={contentsLabel}>
          <p className={styles.tocTitle}>{contentsLabel}</p>
          <ol className={styles.tocList}>
            {sections.map((s) => (
              <li key={s.id}>
                <a className={styles.tocLink} href={`#${s.id}`}>
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className={styles.section}>
              <h2 id={`${s.id}-heading`} className={styles.h2}>
                {s.heading}
              </h2>
              {s.paragraphs?.map((text) => (
                <p key={text} className={styles.p}>
                  {text}
                </p>
              ))}
              {s.items?.length ? (
                <ul className={styles.list}>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
