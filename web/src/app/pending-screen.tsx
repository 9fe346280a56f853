import { useLocation } from 'react-router';
import { Card, Hint, Screen, Title } from '../ui/layout';

// The master screens, the admin area and the GraphQL explorer are built separately: their router
// entries point here until then (replace `load` in router.tsx).
export function PendingScreen() {
  const { pathname } = useLocation();
  return (
    <Screen>
      <Card>
        <Title>Раздел в разработке</Title>
        <Hint>{pathname}</Hint>
      </Card>
    </Screen>
  );
}
