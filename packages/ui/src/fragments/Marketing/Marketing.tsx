import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import { PlainLink } from '../../components/PlainLink/PlainLink.tsx';
import { ArrowRightIcon, marketingIcons, type MarketingIconName } from './icons.tsx';
import * as styles from './Marketing.css.ts';
import { listReset } from '../../styles/utilities.css.ts';

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

export interface ActionLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'text';
  size?: 'md' | 'sm';
}

/** A call to action: a link that looks like a button (it navigates, so it stays a link). */
export function ActionLink({ href, children, variant = 'primary', size = 'md' }: ActionLinkProps) {
  return (
    <PlainLink href={href} className={cx(styles.action[variant], styles.actionSize[size])}>
      {children}
      {variant === 'text' ? <ArrowRightIcon size={14} /> : null}
    </PlainLink>
  );
}

export interface CallToAction {
  label: string;
  href: string;
  variant?: ActionLinkProps['variant'];
}

export function Actions({ items, centered }: { items: readonly CallToAction[]; centered?: boolean }) {
  return (
    <div className={cx(styles.actions, centered && styles.actionsCentered)}>
      {items.map((a, i) => (
        <ActionLink key={a.label} href={a.href} variant={a.variant ?? (i === 0 ? 'primary' : 'secondary')}>
          {a.label}
        </ActionLink>
      ))}
    </div>
  );
}

export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: readonly CallToAction[];
  /** Shown above the title (e.g. an announcement). */
  above?: ReactNode;
  /** Right column on wide screens (e.g. the globe). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The page's opening: the one h1 of the page. */
export function Hero({ eyebrow, title, lead, actions, above, aside, children }: HeroProps) {
  return (
    <header className={styles.hero}>
      <Container>
        <div className={aside ? styles.heroGrid : undefined}>
          <div className={styles.heroText}>
            {above}
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.h1}>{title}</h1>
            {lead ? <p className={styles.heroLead}>{lead}</p> : null}
            {actions?.length ? <Actions items={actions} /> : null}
            {children}
          </div>
          {aside ? <div className={styles.heroAside}>{aside}</div> : null}
        </div>
      </Container>
    </header>
  );
}

export interface AnnouncementProps {
  badge: string;
  text: string;
  href: string;
}

/** A pill link announcing something new. */
export function Announcement({ badge, text, href }: AnnouncementProps) {
  return (
    <PlainLink href={href} className={styles.announcement}>
      <span className={styles.announcementBadge}>{badge}</span>
      <span className={styles.announcementText}>{text}</span>
      <ArrowRightIcon size={14} />
    </PlainLink>
  );
}

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  centered?: boolean;
  tone?: 'plain' | 'sunken';
  children?: ReactNode;
}

/** A titled band of the page; its h2 names the region. */
export function Section({ id, eyebrow, title, lead, centered, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cx(styles.section, styles.sectionTone[tone])}>
      <Container>
        {title || eyebrow ? (
          <div className={cx(styles.sectionHeader, centered && styles.sectionHeaderCentered)}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title ? (
              <h2 id={headingId} className={styles.h2}>
                {title}
              </h2>
            ) : null}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export interface CardItem {
  title: string;
  body: string;
  icon?: MarketingIconName;
}

export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cx(styles.cardGrid, styles.cardColumns[columns], listReset)}>
      {items.map((item) => {
        const Icon = item.icon ? marketingIcons[item.icon] : null;
        return (
          <li key={item.title} className={styles.card}>
            {Icon ? (
              <span className={styles.cardIcon}>
                <Icon />
              </span>
            ) : null}
            <h3 className={styles.h3}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        );
      })}
    </ul>
  );
}

export interface StatItem {
  value: string;
  label: string;
}

export function Stats({ items, label }: { items: readonly StatItem[]; label: string }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {items.map((s) => (
        <div key={s.label} className={styles.stat}>
          <dt className={styles.statLabel}>{s.label}</dt>
          <dd className={styles.statValue}>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Steps({ items }: { items: readonly CardItem[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((step, i) => (
        <li key={step.title} className={styles.card}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.h3}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checklist}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <CheckIcon className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface Agent {
  name: string;
  summary: string;
  duties: readonly string[];
  icon?: MarketingIconName;
}

export function AgentCards({ agents }: { agents: readonly Agent[] }) {
  return (
    <ul className={cx(styles.cardGrid, styles.cardColumns[2], listReset)}>
      {agents.map((agent) => {
        const Icon = marketingIcons[agent.icon ?? 'spark'];
        return (
          <li key={agent.name} className={styles.agentCard}>
            <div className={styles.agentHeader}>
              <span className={cx(styles.cardIcon, styles.cardIconInline)}>
                <Icon />
              </span>
              <h3 className={styles.h3}>{agent.name}</h3>
            </div>
            <p className={styles.body}>{agent.summary}</p>
            <Checklist items={agent.duties} />
          </li>
        );
      })}
    </ul>
  );
}

export interface TeamMemberCard {
  name: string;
  role: string;
  bio: string;
  image?: string;
  linkedin?: string;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function TeamGrid({ members, profileLabel }: { members: readonly TeamMemberCard[]; profileLabel: (name: string) => string }) {
  return (
    <ul className={cx(styles.cardGrid, styles.cardColumns[2], listReset)}>
      {members.map((m) => (
        <li key={m.name} className={styles.member}>
          {m.image ? (
            <img className={styles.avatar} src={m.image} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials(m.name)}
            </span>
          )}
          <div className={styles.memberText}>
            <h3 className={styles.h3}>{m.name}</h3>
            <p className={styles.role}>{m.role}</p>
            <p className={styles.body}>{m.bio}</p>
            {m.linkedin ? (
              <PlainLink href={m.linkedin} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
                {profileLabel(m.name)}
              </PlainLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface Position {
  title: string;
  department: string;
  location: string;
  type: string;
  description?: string;
}

export interface PositionsTableProps {
  label: string;
  /** Names the sideways-scrolling region around the table; must differ from the section's title. */
  regionLabel: string;
  columns: { position: string; department: string; location: string; type: string };
  positions: readonly Position[];
  /** Under the table (e.g. how to apply). */
  footer?: ReactNode;
}

export function PositionsTable({ label, regionLabel, columns, positions, footer }: PositionsTableProps) {
  return (
    <div className={styles.tableFrame}>
      {/* A narrow screen scrolls the table sideways; the region is focusable so keyboards can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableScroll} role="region" aria-label={regionLabel} tabIndex={0}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {columns.position}
              </th>
              <th scope="col" className={styles.th}>
                {columns.department}
              </th>
              <th scope="col" className={styles.th}>
                {columns.location}
              </th>
              <th scope="col" className={styles.th}>
                {columns.type}
              </th>
            </tr>
          </thead>
          <tbody>
            {positions.map((p) => (
              <tr key={p.title}>
                <th scope="row" className={cx(styles.td, styles.rowHeader)}>
                  <span className={styles.tdTitle}>
                    <span className={styles.roleTitle}>{p.title}</span>
                    {p.description ? <span>{p.description}</span> : null}
                  </span>
                </th>
                <td className={styles.td}>{p.department}</td>
                <td className={styles.td}>{p.location}</td>
                <td className={styles.td}>{p.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer ? <p className={styles.caption}>{footer}</p> : null}
    </div>
  );
}

export interface CtaBandProps {
  title: string;
  body?: string;
  actions: readonly CallToAction[];
  id?: string;
}

/** The closing call to action of a page. */
export function CtaBand({ title, body, actions, id = 'cta' }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <Container>
        <div className={styles.ctaBand}>
          <h2 id={`${id}-heading`} className={styles.h2}>
            {title}
          </h2>
          {body ? <p className={styles.ctaLead}>{body}</p> : null}
          <Actions items={actions} centered />
        </div>
      </Container>
    </section>
  );
}

export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <PlainLink href={href} className={styles.inlineLink}>
      {children}
    </PlainLink>
  );
}
