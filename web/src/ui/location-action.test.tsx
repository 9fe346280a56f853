import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage, loadFeatureTexts } from '../lib/i18n';
import { formatDistance, telegramLocation, type GeoPoint, type LocationSource } from '../lib/location';
import { renderWithProviders } from '../test/render';
import { LocationAction } from './location-action';
import { UI_TEXTS } from '../lib/ui-texts';

// Telegram's side of the exchange: whether the client has a location manager and what the user answers
function telegram(supported: boolean, answer: GeoPoint | null): LocationSource & { asked: number } {
  const source = {
    asked: 0,
    supported: async () => supported,
    request: async () => {
      source.asked += 1;
      return answer;
    },
  };
  return source;
}

function Harness({ source, onPoint }: { source: LocationSource; onPoint(point: GeoPoint | null): void }) {
  const [point, setPoint] = useState<GeoPoint | null>(null);
  return (
    <LocationAction
      value={point}
      source={source}
      hint="подсказка"
      onChange={(next) => {
        setPoint(next);
        onPoint(next);
      }}
    />
  );
}

describe('LocationAction', () => {
  it('is not shown where Telegram cannot give the location (and outside Telegram)', async () => {
    renderWithProviders(<Harness source={telegram(false, null)} onPoint={() => undefined} />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    // the real source outside Telegram (this test's browser): unsupported, no request made
    expect(await telegramLocation.supported()).toBe(false);
    expect(await telegramLocation.request()).toBeNull();
  });

  it('asks, then offers to take the point back', async () => {
    const source = telegram(true, { latitude: 41.3, longitude: 69.28 });
    const points: (GeoPoint | null)[] = [];
    renderWithProviders(<Harness source={source} onPoint={(point) => points.push(point)} />);
    await userEvent.click(await screen.findByRole('button', { name: UI_TEXTS.locationShare }));
    expect(await screen.findByText(UI_TEXTS.locationShared)).toBeTruthy();
    expect(points).toEqual([{ latitude: 41.3, longitude: 69.28 }]);
    await userEvent.click(screen.getByRole('button', { name: UI_TEXTS.locationRemove }));
    expect(points.at(-1)).toBeNull();
    expect(await screen.findByRole('button', { name: UI_TEXTS.locationShare })).toBeTruthy();
  });

  it('leaves the form as it was when the user declines', async () => {
    const source = telegram(true, null);
    const points: (GeoPoint | null)[] = [];
    renderWithProviders(<Harness source={source} onPoint={(point) => points.push(point)} />);
    await userEvent.click(await screen.findByRole('button', { name: UI_TEXTS.locationShare }));
    expect(await screen.findByText(UI_TEXTS.locationDeclined)).toBeTruthy();
    expect(points).toEqual([]);
    expect(source.asked).toBe(1);
  });
});

describe('formatDistance', () => {
  it('reads as the card shows it', () => {
    expect(formatDistance(1234)).toBe('1,2 км');
    expect(formatDistance(850)).toBe('850 м');
    expect(formatDistance(3)).toBe('10 м');
    expect(formatDistance(12_600)).toBe('13 км');
  });

  it('writes Uzbek numbers with a decimal comma, also in a browser without Uzbek number data', async () => {
    await applyLanguage('uz');
    await loadFeatureTexts(['ui']);
    try {
      expect(formatDistance(7_900)).toBe('7,9 km');
      // a browser whose ICU has no Uzbek: it formats 'uz' as its default, English, and says it lacks 'uz'
      const Real = Intl.NumberFormat;
      const withoutUzbek = (locale: string) => (String(locale).startsWith('uz') ? 'en' : locale);
      Intl.NumberFormat = Object.assign(
        function NumberFormat(locale: string, options?: Intl.NumberFormatOptions) {
          return new Real(withoutUzbek(locale), options);
        },
        {
          supportedLocalesOf: (locale: string) =>
            Real.supportedLocalesOf(withoutUzbek(locale)).filter((l) => l !== 'en'),
        },
      ) as unknown as typeof Intl.NumberFormat;
      try {
        expect(formatDistance(7_900)).toBe('7,9 km');
      } finally {
        Intl.NumberFormat = Real;
      }
    } finally {
      await applyLanguage('ru');
    }
  });
});
