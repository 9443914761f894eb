import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Bell, PenLine, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, IconButton, Logo, TextField, ThemeMenuButton, useThemeLabels } from '@/design';
import { SEARCH_ENTER_KEY_CODE } from '@/contract';
import { useSession } from '@/lib';
import * as styles from './Navbar.css.ts';
import { AvatarButton, type AccountProps } from './AvatarButton.tsx';

/** The search box: Enter with text goes to /search/{lower-cased query}; cleared and blurred on navigation. */
function SearchBox({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    setValue('');
    input.current?.blur();
  }, [location.key]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // SPEC.md names key code 13; `key` is what browsers report today, keyCode is kept as the spec's value.
    const isEnter = event.key === 'Enter' || event.keyCode === SEARCH_ENTER_KEY_CODE;
    const query = value.trim();
    if (isEnter && query) navigate(`/search/${encodeURIComponent(query.toLowerCase())}`);
  };

  return (
    <div className={open ? styles.search : `${styles.search} ${styles.searchClosed}`} role="search">
      <TextField
        ref={input}
        type="search"
        name="q"
        aria-label={t`Search`}
        placeholder={t`Search`}
        icon={<Search />}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        className={styles.searchInput}
        autoComplete="off"
      />
    </div>
  );
}

// The account menu is Radix's dropdown with its positioning and focus code (about 15 KB gzip),
// which visitors who are not signed in never use. It loads when the avatar is
// first shown; until then the same avatar button stands in, and a press meanwhile opens the menu
// as soon as it arrives.
const LazyUserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })));

function AccountMenu(props: AccountProps) {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const standIn = (
    <AvatarButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      // Radix's trigger opens on pointerdown: a press that starts here while the menu's code arrives
      // must count then, or the real trigger takes the rest of the click and ignores it.
      onPointerDown={(e) => e.button === 0 && setPressed(true)}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <LazyUserMenu {...props} defaultOpen={pressed} focusTrigger={focused} />
    </Suspense>
  );
}

// The theme menu is Radix's dropdown too, which most visitors never open: its code loads when a
// reader reaches for the button (a pointer over it, focus, a press). Until it arrives the same button
// stands in, and a press meanwhile opens the menu as soon as it does.
type ThemeMenuModule = typeof import('./NavThemeMenu.tsx');
let themeMenuModule: Promise<ThemeMenuModule> | undefined;

function ThemeMenuSlot() {
  const [Menu, setMenu] = useState<ThemeMenuModule['NavThemeMenu'] | null>(null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const labels = useThemeLabels();
  if (Menu) return <Menu defaultOpen={pressed} focusTrigger={focused} />;
  const load = () => {
    themeMenuModule ??= import('./NavThemeMenu.tsx');
    themeMenuModule.then((m) => setMenu(() => m.NavThemeMenu)).catch(() => {
      // Not arrived (offline): the next reach for the button asks again.
      themeMenuModule = undefined;
    });
  };
  const press = () => {
    setPressed(true);
    load();
  };
  return (
    <ThemeMenuButton
      label={labels.theme}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onPointerDown={(e) => e.button === 0 && press()}
      onClick={press}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}

/** The navigation bar on every screen but the editor (SPEC.md "Navigation bar"). */
export function Navbar() {
  const session = useSession();
  const [searchOpen, setSearchOpen] = useState(false);
  const { t } = useLingui();
  const location = useLocation();
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logoLink} aria-label={t`Inkwell home`}>
          <Logo />
        </Link>
        <SearchBox open={searchOpen} />
        <div className={styles.actions}>
          <IconButton
            className={styles.onlySmall}
            aria-label={searchOpen ? t`Close search` : t`Open search`}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
          >
            <Search aria-hidden />
          </IconButton>
          <ButtonLink as={Link} to="/editor" variant="ghost" className={styles.hideSmall} iconStart={<PenLine aria-hidden />}>
            <Trans>Write</Trans>
          </ButtonLink>
          <ThemeMenuSlot />
          {session ? (
            <>
              <Link
                to="/dashboard/notifications"
                className={styles.bell}
                aria-label={session.new_notification_available ? t`Notifications (new)` : t`Notifications`}
              >
                <Bell aria-hidden />
                {session.new_notification_available && <span className={styles.dot} data-testid="new-notification-dot" />}
              </Link>
              <AccountMenu username={session.username} fullname={session.fullname} profileImg={session.profile_img} />
            </>
          ) : (
            <>
              <ButtonLink as={Link} to="/signin" variant="solid">
                <Trans>Sign In</Trans>
              </ButtonLink>
              <ButtonLink as={Link} to="/signup" variant="soft" className={styles.hideSmall}>
                <Trans>Sign Up</Trans>
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
