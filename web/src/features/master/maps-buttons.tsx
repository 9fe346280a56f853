// The client's point in a maps app: geo: on Android (the person picks Yandex Maps, Google Maps
// or another), Yandex's address elsewhere, and Google's; without a point, the address searched for.
import styled from 'styled-components';
import { mapsLinks, opensGeoLinks } from '../../lib/journey';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';
import { Button } from '../../ui/button';
import { Hint } from '../../ui/layout';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Door = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  word-break: break-word;
`;

const Maps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 140px;
    text-decoration: none;
  }
`;

// the client's point in a maps app; without a point, the address searched for
export function MapsButtons({
  task,
}: {
  // address: what a maps app searches for; door: the client's own words for it, or null
  task: { latitude: number | null; longitude: number | null; address: string; door?: string | null };
}) {
  const door = task.door ? (
    <Door>
      <Hint as="span">{JOURNEY_TEXTS.recapAddress}</Hint>
      <strong>{task.door}</strong>
    </Door>
  ) : null;
  if (task.latitude === null || task.longitude === null) {
    return (
      <Block>
        {door}
        <Hint>{JOURNEY_TEXTS.clientPointMissing}</Hint>
        <Maps>
          <Button
            as="a"
            $variant="secondary"
            href={`https://yandex.uz/maps/?text=${encodeURIComponent(task.address)}`}
            target="_blank"
            rel="noreferrer"
          >
            {JOURNEY_TEXTS.mapsByAddress}
          </Button>
        </Maps>
      </Block>
    );
  }
  const links = mapsLinks({ latitude: task.latitude, longitude: task.longitude });
  return (
    <Block>
      {door}
      <Maps>
        <Button
          as="a"
          $variant="secondary"
          href={opensGeoLinks() ? links.geo : links.yandex}
          target="_blank"
          rel="noreferrer"
        >
          {JOURNEY_TEXTS.openMaps}
        </Button>
        <Button as="a" $variant="secondary" href={links.google} target="_blank" rel="noreferrer">
          {JOURNEY_TEXTS.googleMaps}
        </Button>
      </Maps>
    </Block>
  );
}
