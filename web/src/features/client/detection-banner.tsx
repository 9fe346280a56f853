// What detection said, above the category field: the category found (with a way to change it), or the
// likeliest ones as chips, and whether the text looks like no request at all.
import styled from 'styled-components';
import { LinkButton } from '../../ui/button';
import type { DetectionSummary } from './client-flow';
import { TASK_FORM_TEXTS } from './form-texts';
import { CLIENT_TEXTS } from './texts';

// the detection's answer, said aloud above the category: what was found, or the likeliest ones as chips
const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.secondaryBg};
  color: ${({ theme }) => theme.colors.text};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  min-width: 44px;
  padding: 0 14px;
  border-radius: 22px;
  border: 1px solid ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.link};
  font-size: 15px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.link};
    color: ${({ theme }) => theme.colors.bg};
  }
`;

const ChangeButton = styled(LinkButton)`
  min-height: 44px;
  min-width: 44px;
`;

interface Props {
  detection: DetectionSummary | null;
  categoryId: number | null;
  disabled: boolean;
  onPick(categoryId: number): void;
  onChangeCategory(): void;
}

export function DetectionBanner({ detection, categoryId, disabled, onPick, onChangeCategory }: Props) {
  // the closest categories, else (no trade named at all) the most posted ones in the client's city
  const offered = detection ? (detection.alternatives.length > 0 ? detection.alternatives : detection.popular) : [];
  return (
    <>
      {detection?.category ? (
        <Banner role="status">
          <span>{TASK_FORM_TEXTS.detectedAs({ name: detection.category.name })}</span>
          <ChangeButton onClick={onChangeCategory} disabled={disabled}>
            {TASK_FORM_TEXTS.changeCategory}
          </ChangeButton>
        </Banner>
      ) : detection?.notARequest ? (
        <Banner role="status">{TASK_FORM_TEXTS.notARequest}</Banner>
      ) : (
        detection && (
          <Banner role="status">
            <span>
              {CLIENT_TEXTS.detectFailed}
              {offered.length > 0 &&
                `. ${detection.alternatives.length > 0 ? TASK_FORM_TEXTS.suggestions : TASK_FORM_TEXTS.popular}`}
            </span>
            {offered.length > 0 && (
              <Chips>
                {offered.map((option) => (
                  <Chip
                    key={option.id}
                    aria-pressed={categoryId === option.id}
                    disabled={disabled}
                    onClick={() => onPick(option.id)}
                  >
                    {option.name}
                  </Chip>
                ))}
              </Chips>
            )}
          </Banner>
        )
      )}
    </>
  );
}
