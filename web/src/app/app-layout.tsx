import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../features/session/session-context';
import { Avatar } from '../ui/avatar';
import { Spinner } from '../ui/spinner';
import { SHELL_TEXTS } from './texts';

// the side menu loads when first opened (./side-menu.tsx)
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

const Header = styled.header`
  position: fixed;
  z-index: 40;
  top: 0;
  left: 0;
  right: 0;
  height: calc(var(--header-height) + var(--safe-top));
  padding: var(--safe-top) 12px 0;
  display: flex;
  align-items: center;
  gap: 12px;
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
`;

// a 44 px target around the 36 px avatar
const AvatarButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  border-radius: 50%;
`;

const AppName = styled.span`
  font-weight: 600;
  flex: 1;
`;

const Body = styled.div`
  padding-top: calc(var(--header-height) + var(--safe-top));
`;

// The fixed header with the avatar that opens the side menu, above every screen after sign-in.
export function AppLayout() {
  const { user, appInfo, roleBusy } = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // a menu choice or the back button closes the drawer
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Header>
        <AvatarButton aria-label={SHELL_TEXTS.openMenu} aria-expanded={open} onClick={() => setOpen(true)}>
          <Avatar name={user.name || user.firstName} photoUrl={user.photoUrl} />
        </AvatarButton>
        <AppName>{appInfo.name}</AppName>
        {roleBusy && <Spinner $size={18} aria-label={SHELL_TEXTS.roleBusy} />}
      </Header>
      {open && (
        <Suspense fallback={null}>
          <SideMenu onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Body>
        <Outlet />
      </Body>
    </>
  );
}
