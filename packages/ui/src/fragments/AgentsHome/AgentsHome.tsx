import type { Agent } from '@quartile/api';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { ChevronRightIcon, FileIcon, ReviewIcon, SearchIcon } from '../../icons/icons.tsx';
import * as styles from './AgentsHome.css.ts';

export type AgentsHomeState = 'loading' | 'ready' | 'error';

export interface AgentLink {
  readonly href: string;
  readonly label: string;
}

export interface AgentsHomeProps {
  state: AgentsHomeState;
  agents: readonly Agent[];
  /** Where each agent works, when the caller may go there; without a link the card says why. */
  linkFor: (agent: Agent) => AgentLink | null;
  /** Why an agent without a link cannot be opened (firm setting or role). */
  unavailableReason: (agent: Agent) => string;
  onRetry?: () => void;
  /** More cards after the agents (e.g. the financial analysis reports), for employees. */
  extra?: ReactNode;
}

const ICONS: Record<Agent['id'], ReactNode> = {
  research_analyst: <SearchIcon size={18} />,
  review_analyst: <ReviewIcon size={18} />,
  industry_overview: <FileIcon size={18} />,
};

function AgentCard({ agent, link, reason }: { agent: Agent; link: AgentLink | null; reason: string }) {
  const headingId = `agent-${agent.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <span className={styles.icon} aria-hidden="true">
          {ICONS[agent.id]}
        </span>
        {agent.available ? (
          <Badge tone="positive" size="sm">
            Enabled
          </Badge>
        ) : (
          <Badge tone="neutral" size="sm">
            Not enabled
          </Badge>
        )}
      </div>
      <h2 id={headingId} className={styles.name}>
        {agent.name}
      </h2>
      <p className={styles.description}>{agent.description}</p>
      <ul className={styles.capabilities} aria-label={`What the ${agent.name} does`}>
        {agent.capabilities.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <dl className={styles.meta}>
        <div>
          <dt className={styles.metaTerm}>Works in: </dt>
          <dd className={styles.metaValue}>{agent.runs_in}</dd>
        </div>
        <div>
          <dt className={styles.metaTerm}>Model: </dt>
          <dd className={styles.metaValue}>{agent.provider === 'local' ? 'local (offline, deterministic)' : agent.provider}</dd>
        </div>
      </dl>
      <div className={styles.footer}>
        {link ? (
          <Link href={link.href} variant="standalone" className={styles.cta}>
            {link.label}
            <ChevronRightIcon />
          </Link>
        ) : (
          <span className={styles.note}>{reason}</span>
        )}
      </div>
    </article>
  );
}

/** /agents: a card per agent (what it does, where it works, whether the firm has it). */
export function AgentsHome({ state, agents, linkFor, unavailableReason, onRetry, extra }: AgentsHomeProps) {
  return (
    <div className={styles.root}>
      <PageHeader
        title="Agents"
        description="The specialised agents that work with you: they read the sources, judge comparability and write overviews, and cite every statement so that you can check it."
      />
      {state === 'error' ? (
        <ErrorState
          title="Failed to fetch data"
          description="The agents could not be loaded. Check your connection and try again."
          onRetry={onRetry}
        />
      ) : state === 'loading' ? (
        <SkeletonGroup label="Loading agents">
          <div className={styles.grid}>
            {[1, 2, 3].map((n) => (
              <div key={n} className={styles.skeletonCard}>
                <Skeleton width={36} height={36} />
                <Skeleton width="50%" />
                <Skeleton width="90%" />
                <Skeleton width="80%" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : (
        <div className={styles.grid}>
          {agents.map((agent) => (
            <AgentCard key={agent.id} agent={agent} link={linkFor(agent)} reason={unavailableReason(agent)} />
          ))}
          {extra}
        </div>
      )}
    </div>
  );
}

/** A card for a place that is not an agent (same look as the agents' cards). */
export function AgentsHomeCard({
  id,
  title,
  description,
  icon,
  link,
}: {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  link: AgentLink;
}) {
  return (
    <article className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      </div>
      <h2 id={id} className={styles.name}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      <div className={styles.footer}>
        <Link href={link.href} variant="standalone" className={styles.cta}>
          {link.label}
          <ChevronRightIcon />
        </Link>
      </div>
    </article>
  );
}
