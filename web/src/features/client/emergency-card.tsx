// docs/product.md §11 "Emergencies first": before the form goes on, a text that reports danger to life now
// gets a full-width card: what to do now, buttons that call the numbers, then the way on to a master.
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { featureTexts } from '../../lib/i18n';
import type { Texts } from '../../locales/ru/emergency';
import type { DetectedEmergency } from './client-flow';

const TEXTS = featureTexts<Texts>('emergency');

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  box-sizing: border-box;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.destructive};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  line-height: 1.4;
`;

// a tel: link drawn as a button, 44 px high at least
const CallLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radius};
  // a fixed dark red: white on it stays above 4.5:1 whatever Telegram's palette
  background: #b71c1c;
  color: #ffffff;
  font-size: 18px;
  font-weight: 600;
  text-decoration: none;
`;

const Calls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
`;

interface Props {
  emergency: DetectedEmergency;
  onCallMaster(): void;
}

export function EmergencyCard({ emergency, onCallMaster }: Props) {
  return (
    <Panel role="alert" aria-labelledby="emergency-title">
      <Heading id="emergency-title">{TEXTS.title({ kind: emergency.kind })}</Heading>
      <div>
        <strong>{TEXTS.stepsLabel}</strong>
        <Steps>
          {emergency.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </div>
      <Calls>
        {emergency.numbers.map((number) => (
          <CallLink key={number} href={`tel:${number}`}>
            {TEXTS.call({ number })}
          </CallLink>
        ))}
      </Calls>
      <Button $variant="secondary" $block onClick={onCallMaster}>
        {TEXTS.callAnyway}
      </Button>
    </Panel>
  );
}
