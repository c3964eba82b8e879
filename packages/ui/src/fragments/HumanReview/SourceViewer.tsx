import type { SourceDocument } from '@quartile/api';
import { sourceDisplayName, sourceKindLabel } from '@quartile/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { formatDate } from '../../format/format.ts';
import { locateQuote, passageInContext } from './passage.ts';
import * as styles from './SourceViewer.css.ts';
import { Stack } from '../../components/Stack/Stack.tsx';

export interface OpenPassage {
  readonly sourceId: string;
  /** The cited passage to highlight; '' opens the whole stored source (e.g. a page the web search read). */
  readonly quote: string;
  readonly state: 'loading' | 'ready' | 'error';
  readonly document?: SourceDocument;
}

export interface SourceViewerProps {
  passage: OpenPassage;
  onClose: () => void;
  onRetry?: () => void;
}

/** A cited passage highlighted in its stored source, with the text around it (or the whole source). */
export function SourceViewer({ passage, onClose, onRetry }: SourceViewerProps) {
  const [whole, setWhole] = useState(false);
  const markRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (whole) markRef.current?.scrollIntoView({ block: 'center' });
  }, [whole]);
  const doc = passage.document;
  const title = doc ? (doc.title ?? doc.document_name ?? sourceDisplayName(doc)) : 'Source';
  const close = (
    <Button size="sm" variant="secondary" onPress={onClose}>
      Close source
    </Button>
  );
  if (passage.state === 'loading' || (passage.state === 'ready' && !doc)) {
    return (
      <Card title="Source" actions={close} id="source-viewer">
        <SkeletonGroup label="Loading source">
          <Skeleton width="60%" />
          <Skeleton height={96} />
        </SkeletonGroup>
      </Card>
    );
  }
  if (passage.state === 'error' || !doc) {
    return (
      <Card title="Source" actions={close} id="source-viewer">
        <ErrorState title="Failed to fetch data" description="The source could not be loaded." onRetry={onRetry} />
      </Card>
    );
  }
  const meta = (
    <p className={styles.meta}>
      <span>{sourceKindLabel(doc.kind)}</span>
      {doc.url ? <span>{doc.url}</span> : null}
      <span>Read on {formatDate(doc.retrieved_at)}</span>
      <span title={doc.content_hash}>Fingerprint {doc.content_hash.slice(0, 12)}</span>
    </p>
  );
  if (passage.quote === '') {
    return (
      <Card title={`Source: ${title}`} actions={close} id="source-viewer">
        <Stack gap="md">
          {meta}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable text must be reachable by keyboard (axe: scrollable-region-focusable) */}
          <p className={styles.whole} tabIndex={0} aria-label="Whole source text">
            {doc.text}
          </p>
        </Stack>
      </Card>
    );
  }
  const span = locateQuote(doc.text, passage.quote);
  const context = span ? passageInContext(doc.text, span) : null;
  return (
    <Card title={`Source: ${title}`} actions={close} id="source-viewer">
      <Stack gap="md">
        {meta}
        {!span || !context ? (
          <p className={styles.missing} role="alert">
            The cited passage is not in this stored source.
          </p>
        ) : whole ? (
          // A scrollable text must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <p className={styles.whole} tabIndex={0} aria-label="Whole source text">
            {doc.text.slice(0, span.start)}
            <mark ref={markRef} className={styles.mark}>
              {doc.text.slice(span.start, span.end)}
            </mark>
            {doc.text.slice(span.end)}
          </p>
        ) : (
          <p className={styles.text} aria-label="Cited passage in context">
            {context.truncatedBefore ? '… ' : ''}
            {context.before}
            <mark className={styles.mark}>{context.passage}</mark>
            {context.after}
            {context.truncatedAfter ? ' …' : ''}
          </p>
        )}
        {span ? (
          <div className={styles.actions}>
            <Button size="sm" variant="ghost" onPress={() => setWhole((w) => !w)}>
              {whole ? 'Show the passage in context' : 'Show the whole source'}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
