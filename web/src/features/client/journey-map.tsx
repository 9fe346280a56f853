// A small map of the client's point and the master's, drawn from OpenStreetMap's tiles with a
// few lines of Web Mercator instead of a map library (which would weigh more than this whole screen). It
// shows only once a tile has loaded: where tiles do not load, the card's distance and ETA text stands alone.
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { GeoPoint } from '../../lib/location';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';

const TILE = 256;
const HEIGHT = 200;
const PADDING = 36;
const MAX_ZOOM = 17;
const MIN_ZOOM = 3;
export const TILE_URL = 'https://tile.openstreetmap.org';

// a point's pixel on the whole world's map at a zoom level
export function worldPixel({ latitude, longitude }: GeoPoint, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

// the closest zoom that shows every point inside the frame
export function fittingZoom(points: GeoPoint[], width: number, height: number): number {
  for (let zoom = MAX_ZOOM; zoom > MIN_ZOOM; zoom--) {
    const pixels = points.map((point) => worldPixel(point, zoom));
    const xs = pixels.map((pixel) => pixel.x);
    const ys = pixels.map((pixel) => pixel.y);
    if (
      Math.max(...xs) - Math.min(...xs) <= width - 2 * PADDING &&
      Math.max(...ys) - Math.min(...ys) <= height - 2 * PADDING
    )
      return zoom;
  }
  return MIN_ZOOM;
}

export interface MapFrame {
  zoom: number;
  tiles: { key: string; src: string; left: number; top: number }[];
  markers: { left: number; top: number }[];
}

export function mapFrame(points: GeoPoint[], width: number, height: number): MapFrame {
  const zoom = points.length > 1 ? fittingZoom(points, width, height) : 15;
  const pixels = points.map((point) => worldPixel(point, zoom));
  const centre = {
    x: (Math.min(...pixels.map((p) => p.x)) + Math.max(...pixels.map((p) => p.x))) / 2,
    y: (Math.min(...pixels.map((p) => p.y)) + Math.max(...pixels.map((p) => p.y))) / 2,
  };
  const origin = { x: centre.x - width / 2, y: centre.y - height / 2 };
  const count = 2 ** zoom;
  const tiles: MapFrame['tiles'] = [];
  for (let ty = Math.floor(origin.y / TILE); ty <= Math.floor((origin.y + height) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin.x / TILE); tx <= Math.floor((origin.x + width) / TILE); tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        src: `${TILE_URL}/${zoom}/${wrapped}/${ty}.png`,
        left: Math.round(tx * TILE - origin.x),
        top: Math.round(ty * TILE - origin.y),
      });
    }
  }
  const markers = pixels.map((pixel) => ({
    left: Math.round(pixel.x - origin.x),
    top: Math.round(pixel.y - origin.y),
  }));
  return { zoom, tiles, markers };
}

const Frame = styled.figure`
  position: relative;
  margin: 0;
  height: ${HEIGHT}px;
  overflow: hidden;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  img {
    position: absolute;
    width: ${TILE}px;
    height: ${TILE}px;
    max-width: none;
  }
`;

const Marker = styled.span<{ $master: boolean }>`
  position: absolute;
  transform: translate(-50%, -100%);
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $master, theme }) => ($master ? theme.colors.button : '#ffffff')};
  color: ${({ $master, theme }) => ($master ? theme.colors.buttonText : '#111111')};
  border: 2px solid ${({ theme }) => theme.colors.button};
`;

// the straight line between the two points, under the pills (a route would need a routing service)
const Line = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  line {
    stroke: ${({ theme }) => theme.colors.button};
    stroke-width: 3;
    stroke-dasharray: 6 5;
    stroke-linecap: round;
  }
`;

const Attribution = styled.figcaption`
  position: absolute;
  right: 0;
  bottom: 0;
  padding: 1px 6px;
  font-size: 11px;
  background: rgba(255, 255, 255, 0.9);
  color: #333333;
`;

interface Props {
  client: GeoPoint | null;
  // the client's pin: "you" at her own point, her district where the task has no point of its own
  clientLabel?: string;
  master: GeoPoint | null;
}

export function JourneyMap({ client, clientLabel, master }: Props) {
  const frameRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(320);
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const points = [client, master].filter((point): point is GeoPoint => point !== null);
  if (points.length === 0) return null;
  const frame = mapFrame(points, width, HEIGHT);
  const labels = [client && (clientLabel ?? JOURNEY_TEXTS.mapYou), master && JOURNEY_TEXTS.mapMaster].filter(
    Boolean,
  ) as string[];
  const [from, to] = frame.markers;
  return (
    <Frame ref={frameRef} hidden={!loaded} aria-label={JOURNEY_TEXTS.mapLabel} data-testid="journey-map">
      {frame.tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.src}
          alt=""
          style={{ left: tile.left, top: tile.top }}
          onLoad={() => setLoaded(true)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ))}
      {from && to && (
        <Line aria-hidden="true" data-testid="journey-line">
          <line x1={from.left} y1={from.top} x2={to.left} y2={to.top} />
        </Line>
      )}
      {frame.markers.map((marker, index) => (
        <Marker
          key={labels[index]}
          $master={labels[index] === JOURNEY_TEXTS.mapMaster}
          style={{ left: marker.left, top: marker.top }}
        >
          {labels[index]}
        </Marker>
      ))}
      {/* OpenStreetMap's tiles are used on its terms: the attribution stays on the map */}
      <Attribution>{JOURNEY_TEXTS.mapAttribution}</Attribution>
    </Frame>
  );
}
