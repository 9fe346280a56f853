import { Link } from 'react-router-dom';
import { Card, Hint, Screen, Title } from '../ui/layout';
import { SHELL_TEXTS } from './texts';

export function NotFoundScreen() {
  return (
    <Screen>
      <Card>
        <Title>{SHELL_TEXTS.notFoundTitle}</Title>
        <Hint>{SHELL_TEXTS.notFoundText}</Hint>
        <Link to="/home">{SHELL_TEXTS.home}</Link>
      </Card>
    </Screen>
  );
}
