import type { WebSearchResult } from '@quartile/api';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { displayUrl, formatDateTime } from '../../format/format.ts';
import * as styles from './ResearchAnalyst.css.ts';

export interface WebSearchDetailsProps {
  result: WebSearchResult;
  /** Opens a page's stored text (what the Research Analyst read). */
  onShowSource?: (sourceId: string) => void;
}

/** What robots.txt meant for the web search, in words (WebSearchRobots in the contract). */
export const ROBOTS_TEXT: Readonly<Record<WebSearchResult['robots'], string>> = {
  allowed: 'Read and honoured',
  disallowed: 'Disallows the homepage: nothing was read',
  no_robots: 'The site has none',
  unavailable: 'Could not be read: only the homepage was read',
};

/** The result in one line: the label and the reason behind it, or that the homepage was read. */
export function webSearchOutcome(result: WebSearchResult): string {
  return result.issue ? `${result.issue}: ${result.detail}` : 'Homepage read';
}

const external = { target: '_blank', rel: 'noreferrer' } as const;

/**
 * What the latest web search found on a company's website: the address checked and where it led,
 * the label with the reason behind it, robots.txt, the pages read (each opening in its stored
 * text), the pages not read with why, the pages robots.txt disallowed, and when.
 */
export function WebSearchDetails({ result: r, onShowSource }: WebSearchDetailsProps) {
  const read = r.pages.filter((p) => p.ok);
  const failed = r.pages.filter((p) => !p.ok);
  const redirected = r.final_url !== null && r.final_url !== r.url;
  return (
    <section className={styles.stack} aria-label="Web search">
      <h3 className={styles.sectionTitle}>Web search</h3>
      <dl className={styles.stackedFacts}>
        <dt className={styles.term}>Result</dt>
        <dd className={styles.stackedDef}>{webSearchOutcome(r)}</dd>
        <dt className={styles.term}>Address checked</dt>
        <dd className={styles.stackedDef}>
          {r.url ? (
            <Link href={r.url} {...external} variant="subtle">
              {displayUrl(r.url)}
            </Link>
          ) : (
            'Not a web address'
          )}
        </dd>
        {redirected ? (
          <>
            <dt className={styles.term}>Redirected to</dt>
            <dd className={styles.stackedDef}>
              <Link href={r.final_url!} {...external} variant="subtle">
                {displayUrl(r.final_url!)}
              </Link>
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>robots.txt</dt>
        <dd className={styles.stackedDef}>{ROBOTS_TEXT[r.robots]}</dd>
        <dt className={styles.term}>Gathered</dt>
        <dd className={styles.stackedDef}>{formatDateTime(r.gathered_at)}</dd>
      </dl>

      {read.length > 0 ? (
        <div className={styles.tight}>
          <h4 className={styles.subTitle}>{`Pages read (${read.length})`}</h4>
          <ul className={styles.pageList} aria-label="Pages read">
            {read.map((p) => (
              <li key={p.url} className={styles.pageItem}>
                <Link href={p.url} {...external} variant="subtle">
                  {displayUrl(p.url)}
                </Link>
                {p.source_id && onShowSource ? (
                  <Button size="sm" variant="ghost" onPress={() => onShowSource(p.source_id!)} aria-label={`Stored text of ${displayUrl(p.url)}`}>
                    <FileIcon size={14} />
                    Stored text
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {failed.length > 0 ? (
        <div className={styles.tight}>
          <h4 className={styles.subTitle}>{`Pages not read (${failed.length})`}</h4>
          <ul className={styles.pageList} aria-label="Pages not read">
            {failed.map((p) => (
              <li key={p.url} className={styles.pageItem}>
                <span className={styles.pageUrl}>{displayUrl(p.url)}</span>
                <span className={styles.reason}>{p.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {r.disallowed.length > 0 ? (
        <div className={styles.tight}>
          <h4 className={styles.subTitle}>{`Disallowed by robots.txt, not fetched (${r.disallowed.length})`}</h4>
          <ul className={styles.pageList} aria-label="Pages disallowed by robots.txt">
            {r.disallowed.map((url) => (
              <li key={url} className={styles.pageItem}>
                <span className={styles.pageUrl}>{displayUrl(url)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
