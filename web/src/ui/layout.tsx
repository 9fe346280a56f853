import styled from 'styled-components';

export const Screen = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: 16px 16px calc(24px + var(--safe-bottom));
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.sectionBg};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Title = styled.h1`
  font-size: 22px;
  font-weight: 700;
`;

export const CardTitle = styled.h2`
  font-size: 18px;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.hint};
  font-size: 14px;
`;

export const ErrorBox = styled.div.attrs({ role: 'alert' })`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructive};
  background: ${({ theme }) => (theme.dark ? 'rgba(239, 91, 91, 0.12)' : '#fdecea')};
  font-size: 14px;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;
