import { cx } from 'class-variance-authority';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useDocumentDirection } from '../../hooks/useDocumentDirection';
import * as styles from './Tabs.css';

// createVar gives "var(--name)"; inline styles need the bare custom property name.
const propName = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');

/** Root: `value`/`onValueChange` (controlled) or `defaultValue`. Arrow keys move between tabs. */
export function Tabs({ className, dir, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  const documentDirection = useDocumentDirection();
  return <RadixTabs.Root className={cx(styles.root, className)} dir={dir ?? documentDirection} {...rest} />;
}

/** The row of tabs, with an underline that slides to the active one. */
export function TabsList({ className, children, ref, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const indicatorRef = useRef<HTMLSpanElement | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    const indicator = indicatorRef.current;
    if (!list || !indicator) return;
    // Written straight to the underline (no React state), and read only when the browser has just
    // laid the page out: ResizeObserver reports after layout and before paint (its first report
    // comes in the first frame), a tab change is measured in the next frame. Measuring during the
    // commit forced an extra layout of the whole page, which on the home page cost more than
    // rendering it.
    const measure = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (active) {
        indicator.style.setProperty(propName(styles.indicatorX), `${active.offsetLeft}px`);
        indicator.style.setProperty(propName(styles.indicatorWidth), `${active.offsetWidth}px`);
      }
      indicator.dataset.ready = active ? 'true' : 'false';
    };
    let frame = 0;
    const nextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // Radix flips data-state on the triggers; watching it keeps the indicator right whether the
    // tabs are controlled or not, and a resize (fonts loading, hidden tabs) re-measures.
    const mutations = new MutationObserver(nextFrame);
    mutations.observe(list, { attributes: true, attributeFilter: ['data-state', 'hidden', 'class'], subtree: true, childList: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resize) {
      resize.observe(list);
      list.querySelectorAll('[role="tab"]').forEach((tab) => resize.observe(tab));
    } else measure();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
    };
  }, []);

  return (
    <RadixTabs.List
      ref={(node) => {
        listRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={cx(styles.list, className)}
      {...rest}
    >
      {children}
      <span ref={indicatorRef} aria-hidden="true" className={styles.indicator} />
    </RadixTabs.List>
  );
}

/** One tab. `value` links it to its TabsContent. */
export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...rest} />;
}

/** The panel shown while its tab is active. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...rest} />;
}
