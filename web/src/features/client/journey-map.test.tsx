import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { JourneyMap, mapFrame } from './journey-map';

const CLIENT = { latitude: 41.3111, longitude: 69.2797 };
const MASTER = { latitude: 41.3275, longitude: 69.3186 };

describe('mapFrame', () => {
  it('puts both points inside the frame at the closest zoom that holds them', () => {
    const frame = mapFrame([CLIENT, MASTER], 320, 200);
    for (const marker of frame.markers) {
      expect(marker.left).toBeGreaterThanOrEqual(0);
      expect(marker.left).toBeLessThanOrEqual(320);
      expect(marker.top).toBeGreaterThanOrEqual(0);
      expect(marker.top).toBeLessThanOrEqual(200);
    }
    // one zoom closer, and they would not fit
    const closer = mapFrame([CLIENT, { latitude: 41.3275, longitude: 69.3186 }], 320, 200).zoom + 1;
    expect(closer).toBeGreaterThan(frame.zoom);
    expect(frame.zoom).toBe(13);
    // the tiles cover the frame
    expect(Math.min(...frame.tiles.map((tile) => tile.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...frame.tiles.map((tile) => tile.left + 256))).toBeGreaterThanOrEqual(320);
    expect(frame.tiles[0].src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/);
  });

  it('zooms out as the master is farther', () => {
    const near = mapFrame([CLIENT, MASTER], 320, 200).zoom;
    const far = mapFrame([CLIENT, { latitude: 41.55, longitude: 69.6 }], 320, 200).zoom;
    expect(far).toBeLessThan(near);
  });
});

describe('JourneyMap', () => {
  it('stays hidden until a tile loads, then shows both points', () => {
    renderWithProviders(<JourneyMap client={CLIENT} master={MASTER} />);
    const map = screen.getByTestId('journey-map');
    expect(map).not.toBeVisible();
    fireEvent.load(map.querySelector('img')!);
    expect(map).toBeVisible();
    expect(screen.getByText('Вы')).toBeInTheDocument();
    expect(screen.getByText('Мастер')).toBeInTheDocument();
    expect(screen.getByText('© участники OpenStreetMap')).toBeInTheDocument();
  });

  it('joins the two points with a line, and names the client pin as it is given', () => {
    renderWithProviders(<JourneyMap client={CLIENT} clientLabel="Ваш район" master={MASTER} />);
    fireEvent.load(screen.getByTestId('journey-map').querySelector('img')!);
    expect(screen.getByText('Ваш район')).toBeInTheDocument();
    const line = screen.getByTestId('journey-line').querySelector('line')!;
    expect(Number(line.getAttribute('x1'))).not.toBe(Number(line.getAttribute('x2')));
  });

  it('draws no line for a single point', () => {
    renderWithProviders(<JourneyMap client={null} master={MASTER} />);
    expect(screen.queryByTestId('journey-line')).not.toBeInTheDocument();
  });

  it('draws nothing without a point', () => {
    renderWithProviders(<JourneyMap client={null} master={null} />);
    expect(screen.queryByTestId('journey-map')).not.toBeInTheDocument();
  });
});
