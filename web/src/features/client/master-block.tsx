import styled from 'styled-components';
import { formatRating, mediaUrl, telegramChatUrl } from '../../lib/format';
import { haptics } from '../../lib/haptics';
import { openExternalLink } from '../../lib/telegram';
import { Avatar } from '../../ui/avatar';
import { LinkButton } from '../../ui/button';
import { Hint, Row } from '../../ui/layout';
import { StarsDisplay } from '../../ui/stars';
import { useToast } from '../../ui/toast';
import { CLIENT_TEXTS } from './texts';

export interface MasterInfo {
  name: string;
  photoPath: string | null;
  telegramUsername: string | null;
  phone: string | null;
  reviewsCount: number;
  averageRating: number | null;
}

const Block = styled.div`
  display: flex;
  gap: 12px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  strong {
    font-size: 16px;
  }
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
`;

// copy, or show the number in an alert when the clipboard is not available (SPEC §8)
async function copyPhone(phone: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(phone);
    return true;
  } catch {
    window.alert(phone);
    return false;
  }
}

export function MasterBlock({ master }: { master: MasterInfo }) {
  const { toast } = useToast();
  return (
    <Block>
      <Avatar name={master.name} photoUrl={mediaUrl(master.photoPath)} size={52} />
      <Details>
        <strong>{master.name}</strong>
        {master.telegramUsername && (
          <LinkButton onClick={() => openExternalLink(telegramChatUrl(master.telegramUsername!))}>
            {CLIENT_TEXTS.writeToMaster}
          </LinkButton>
        )}
        {master.phone && (
          <Row>
            <Phone href={`tel:${master.phone}`} aria-label={`${CLIENT_TEXTS.call} ${master.phone}`}>
              {master.phone}
            </Phone>
            <LinkButton
              onClick={async () => {
                if (await copyPhone(master.phone!)) {
                  haptics.success();
                  toast({ title: CLIENT_TEXTS.copied({ phone: master.phone! }) });
                }
              }}
            >
              {CLIENT_TEXTS.copy}
            </LinkButton>
          </Row>
        )}
        <Row>
          <StarsDisplay value={master.averageRating ?? 0} />
          {master.reviewsCount > 0 && master.averageRating !== null && (
            <span>{formatRating(master.averageRating)}</span>
          )}
          <Hint>{CLIENT_TEXTS.reviewsCount({ count: master.reviewsCount })}</Hint>
        </Row>
      </Details>
    </Block>
  );
}
