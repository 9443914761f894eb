import * as RadixTabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import * as styles from './Tabs.css';

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');
// createVar gives "var(--name)"; inline styles need the bare custom property name.
const propName = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');

/** Root: `value`/`onValueChange` (controlled) or `defaultValue`. Arrow keys move between tabs. */
export function Tabs({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...rest} />;
}

/** The row of tabs, with an underline that slides to the active one. */
export function TabsList({ className, children, ref, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [indicator, setIndicator] = useState<{ x: number; width: number } | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      setIndicator(active ? { x: active.offsetLeft, width: active.offsetWidth } : null);
    };
    measure();
    // Radix flips data-state on the triggers; watching it keeps the indicator right whether the
    // tabs are controlled or not, and a resize (fonts loading, hidden tabs) re-measures.
    const mutations = new MutationObserver(measure);
    mutations.observe(list, { attributes: true, attributeFilter: ['data-state', 'hidden', 'class'], subtree: true, childList: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(list);
    list.querySelectorAll('[role="tab"]').forEach((tab) => resize?.observe(tab));
    return () => {
      mutations.disconnect();
      resize?.disconnect();
    };
  }, []);

  const indicatorStyle = {
    [propName(styles.indicatorX)]: `${indicator?.x ?? 0}px`,
    [propName(styles.indicatorWidth)]: `${indicator?.width ?? 0}px`,
  } as CSSProperties;

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
      <span aria-hidden="true" className={styles.indicator} data-ready={indicator ? 'true' : 'false'} style={indicatorStyle} />
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
