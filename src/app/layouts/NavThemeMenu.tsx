import { useEffect, useRef } from 'react';
import { ThemeMenu } from '@/design';

export interface NavThemeMenuProps {
  /** Open at once: the button was pressed before this menu's code had arrived. */
  defaultOpen?: boolean;
  /** Focus the button on mount: it replaces a stand-in that had focus. */
  focusTrigger?: boolean;
}

/** The navigation bar's theme menu, once its code has arrived (Navbar.tsx shows a stand-in until then). */
export function NavThemeMenu({ defaultOpen, focusTrigger }: NavThemeMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // On mount only: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ThemeMenu ref={trigger} defaultOpen={defaultOpen} />;
}
