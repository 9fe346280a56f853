// The side menu of docs/product.md §2 (its entries: ./menu.ts) with the language switch, in its own chunk: it loads
// when first opened, not with the first screen (the 170 KB budget, web/scripts/report-size.mjs).
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../features/session/session-context';
import type { Language } from '../lib/i18n';
import { openExternalLink } from '../lib/telegram';
import { Avatar } from '../ui/avatar';
import { useToast } from '../ui/toast';
import { menuFor } from './menu';
import { SHELL_TEXTS } from './texts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Drawer = styled.nav`
  position: fixed;
  z-index: 61;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(300px, 82vw);
  padding: calc(16px + var(--safe-top)) 0 calc(16px + var(--safe-bottom));
  background: ${({ theme }) => theme.colors.bg};
  box-shadow: 4px 0 24px rgba(0, 0, 0, 0.25);
  display: flex;
  flex-direction: column;
  overflow-y: auto;
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  margin-bottom: 8px;
  font-weight: 600;
`;

const entryStyle = `
  display: block;
  width: 100%;
  text-align: left;
  padding: 12px 16px;
  background: none;
  border: 0;
  text-decoration: none;
  font-size: 16px;
  cursor: pointer;
`;

const MenuLink = styled(NavLink)`
  ${entryStyle}
  color: ${({ theme }) => theme.colors.text};
  &.active {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const MenuButton = styled.button.attrs({ type: 'button' })`
  ${entryStyle}
  color: ${({ theme }) => theme.colors.text};
`;

const LanguageSwitch = styled.div`
  display: flex;
  gap: 8px;
  margin-top: auto;
  padding: 16px 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.separator};
`;

const LanguageButton = styled.button.attrs({ type: 'button' })`
  flex: 1;
  min-height: 44px;
  padding: 8px;
  border-radius: 8px;
  font-size: 15px;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.link};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

// each language named in itself, so a reader of either finds their own; a choice of one (radios), apart
// from docs/product.md's menu entries (links and buttons)
const LANGUAGE_NAMES: [Language, string][] = [
  ['ru', 'Русский'],
  ['uz', 'Oʻzbekcha'],
];

export function SideMenu({ onClose }: { onClose(): void }) {
  const { user, appInfo, language, changeLanguage } = useSession();
  const { toast } = useToast();
  const entries = menuFor({ role: user.currentRole, isAdmin: user.isAdmin });
  return (
    <>
      <Overlay onClick={() => onClose()} aria-hidden="true" />
      <Drawer aria-label={SHELL_TEXTS.menu}>
        <DrawerHead>
          <Avatar name={user.name || user.firstName} photoUrl={user.photoUrl} size={44} />
          <span>{user.name || user.firstName}</span>
        </DrawerHead>
        {entries.map((entry) =>
          typeof entry.to === 'string' ? (
            <MenuLink key={entry.to} to={entry.to} end>
              {entry.label}
            </MenuLink>
          ) : (
            <MenuButton
              key={entry.label}
              onClick={() => {
                onClose();
                openExternalLink(appInfo.supportUrl);
              }}
            >
              {entry.label}
            </MenuButton>
          ),
        )}
        <LanguageSwitch role="radiogroup" aria-label={SHELL_TEXTS.languageLabel}>
          {LANGUAGE_NAMES.map(([code, name]) => (
            <LanguageButton
              key={code}
              lang={code}
              role="radio"
              aria-checked={language === code}
              onClick={() => {
                if (language === code) return;
                void changeLanguage(code).then(
                  (changed) => changed || toast({ title: SHELL_TEXTS.languageFailed, variant: 'destructive' }),
                );
              }}
            >
              {name}
            </LanguageButton>
          ))}
        </LanguageSwitch>
      </Drawer>
    </>
  );
}
