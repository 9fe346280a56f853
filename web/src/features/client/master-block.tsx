import styled from 'styled-components';
import { formatRating, mediaUrl, telegramChatUrl } from '../../lib/format';
import { haptics } from '../../lib/haptics';
import { openExternalLink } from '../../lib/telegram';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
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
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
`;

const Who = styled.div`
  display: flex;
  gap: 12px;
`;

// calling and writing are what the client does next, so they are large (48 px) buttons
const Contact = styled(Button)`
  min-height: 48px;
  flex: 1;
  text-decoration: none;
  flex-wrap: wrap;
  column-gap: 6px;
`;

const Rating = styled(Row)`
  flex-wrap: wrap;
`;

const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 140px;
  }
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

// copy, or show the number in an alert when the clipboard is not available (docs/product.md §8)
async function copyPhone(phone: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(phone);
    return true;
  } catch {
    window.alert(phone);
    return false;
  }
}

// `facts`: what the live card adds about the master (completed jobs, how far he is), loaded after it
export function MasterBlock({ master, facts }: { master: MasterInfo; facts?: ReactNode }) {
  const { toast } = useToast();
  return (
    <Block>
      <Who>
        <Avatar name={master.name} photoUrl={mediaUrl(master.photoPath)} size={52} />
        <Details>
          <strong>{master.name}</strong>
          <Rating>
            <StarsDisplay value={master.averageRating ?? 0} />
            {master.reviewsCount > 0 && master.averageRating !== null && (
              <span>{formatRating(master.averageRating)}</span>
            )}
            <Hint>{CLIENT_TEXTS.reviewsCount({ count: master.reviewsCount })}</Hint>
          </Rating>
          {facts}
        </Details>
      </Who>
      <Contacts>
        {master.phone && (
          <Contact as="a" href={`tel:${master.phone}`} aria-label={`${CLIENT_TEXTS.call} ${master.phone}`}>
            <span aria-hidden="true">{CLIENT_TEXTS.call}</span>
            <span>{master.phone}</span>
          </Contact>
        )}
        {master.telegramUsername && (
          <Contact $variant="secondary" onClick={() => openExternalLink(telegramChatUrl(master.telegramUsername!))}>
            {CLIENT_TEXTS.writeToMaster}
          </Contact>
        )}
      </Contacts>
      {master.phone && (
        <Button
          $variant="ghost"
          onClick={async () => {
            if (await copyPhone(master.phone!)) {
              haptics.success();
              toast({ title: CLIENT_TEXTS.copied({ phone: master.phone! }) });
            }
          }}
        >
          {CLIENT_TEXTS.copy}
        </Button>
      )}
    </Block>
  );
}
