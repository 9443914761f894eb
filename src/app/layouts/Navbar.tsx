import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Bell, LayoutDashboard, LogOut, PenLine, Search, Settings, UserRound } from 'lucide-react';
import {
  Avatar,
  ButtonLink,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Logo,
  TextField,
  ThemeToggle,
} from '@/design';
import { SEARCH_ENTER_KEY_CODE } from '@/contract';
import { sessionStore, useSession } from '@/lib';
import * as styles from './Navbar.css.ts';

/** The search box: Enter with text goes to /search/{lower-cased query}; cleared and blurred on navigation. */
function SearchBox({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

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
        aria-label="Search"
        placeholder="Search"
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

function UserMenu({ username, fullname, profileImg }: { username: string; fullname: string; profileImg: string }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" className={styles.avatarButton} aria-label={`Account menu for @${username}`}>
          <Avatar src={profileImg || undefined} name={fullname || username} alt="" size="sm" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem className={styles.onlySmall} icon={<PenLine aria-hidden />} onSelect={() => navigate('/editor')}>
          Write
        </DropdownMenuItem>
        <DropdownMenuItem icon={<UserRound aria-hidden />} onSelect={() => navigate(`/user/${username}`)}>
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem icon={<LayoutDashboard aria-hidden />} onSelect={() => navigate('/dashboard/blogs')}>
          Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings aria-hidden />} onSelect={() => navigate('/settings/edit-profile')}>
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut aria-hidden />} hint={`@${username}`} onSelect={() => sessionStore.clear()}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The navigation bar on every screen but the editor (SPEC.md "Navigation bar"). */
export function Navbar() {
  const session = useSession();
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logoLink} aria-label="Inkwell home">
          <Logo />
        </Link>
        <SearchBox open={searchOpen} />
        <div className={styles.actions}>
          <IconButton
            className={styles.onlySmall}
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
          >
            <Search aria-hidden />
          </IconButton>
          <ButtonLink as={Link} to="/editor" variant="ghost" className={styles.hideSmall} iconStart={<PenLine aria-hidden />}>
            Write
          </ButtonLink>
          <ThemeToggle />
          {session ? (
            <>
              <Link
                to="/dashboard/notifications"
                className={styles.bell}
                aria-label={session.new_notification_available ? 'Notifications (new)' : 'Notifications'}
              >
                <Bell aria-hidden />
                {session.new_notification_available && <span className={styles.dot} data-testid="new-notification-dot" />}
              </Link>
              <UserMenu username={session.username} fullname={session.fullname} profileImg={session.profile_img} />
            </>
          ) : (
            <>
              <ButtonLink as={Link} to="/signin" variant="solid">
                Sign In
              </ButtonLink>
              <ButtonLink as={Link} to="/signup" variant="soft" className={styles.hideSmall}>
                Sign Up
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
