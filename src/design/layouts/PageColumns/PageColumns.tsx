import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/design/primitives/Tabs';
import { media } from '@/design/tokens';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import * as styles from './PageColumns.css';

export interface ColumnTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Shown only on small screens (on wider ones the side column shows it). */
  smallOnly?: boolean;
}

export interface PageColumnsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ColumnTab[];
  /** The side column on wider screens. */
  aside?: ReactNode;
  /** Accessible name of the side column. */
  asideLabel?: string;
  /** Above the tabs (a heading, the category row on small screens). */
  header?: ReactNode;
  /** Controlled tab (optional). */
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The reader's page layout: tabs in a main column and a side column on wide screens. Tabs whose
 * content the side column already shows exist only on small screens (SPEC.md: trending tab hidden
 * on desktop; search's users; the profile's About User).
 */
export function PageColumns({ label, tabs, aside, asideLabel, header, value, onValueChange }: PageColumnsProps) {
  const small = useMediaQuery(media.small);
  const visible = tabs.filter((t) => small || !t.smallOnly);
  const [own, setOwn] = useState(visible[0]?.value);
  const wanted = value ?? own;
  // A small-only tab left open when the window widens falls back to the first tab.
  const current = visible.some((t) => t.value === wanted) ? wanted : visible[0]?.value;
  const change = (v: string) => {
    setOwn(v);
    onValueChange?.(v);
  };
  return (
    <div className={styles.layout}>
      <main className={styles.main}>
        {header}
        <Tabs value={current} onValueChange={change}>
          <TabsList aria-label={label}>
            {visible.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {visible.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
      {!small && aside && (
        <aside className={styles.aside} aria-label={asideLabel}>
          {aside}
        </aside>
      )}
    </div>
  );
}

/** A heading in the side column, with an optional icon. */
export function AsideTitle({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <h2 className={styles.sectionTitle}>
      {icon}
      {children}
    </h2>
  );
}
