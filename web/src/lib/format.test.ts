// The screens cut texts by characters as a reader counts them, never inside an emoji: the task list's preview
// and the avatar's letter (format.ts).
import { initialOf, truncate } from './format';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('truncate', () => {
  it('never splits an emoji at the cut', () => {
    // 149 letters, then emoji: a cut at 150 UTF-16 units falls inside the first one
    const text = `${'а'.repeat(149)}${'😀'.repeat(10)}`;
    const cut = truncate(text, 150);
    expect(cut).toEqual({ text: `${'а'.repeat(149)}😀…`, truncated: true });
    expect(cut.text).not.toMatch(LONE_SURROGATE);
  });

  it('counts an emoji sequence as one character and keeps it whole', () => {
    const family = '👨‍👩‍👧';
    expect(truncate(`${family}${family}${family}`, 2)).toEqual({ text: `${family}${family}…`, truncated: true });
    expect(truncate(`Дом ${family}`, 5)).toEqual({ text: `Дом ${family}`, truncated: false });
  });

  it('leaves a short text as it is and trims the blank end of a cut', () => {
    expect(truncate('Течёт кран', 150)).toEqual({ text: 'Течёт кран', truncated: false });
    expect(truncate('Течёт кран на кухне', 6)).toEqual({ text: 'Течёт…', truncated: true });
  });
});

describe('initialOf', () => {
  it('is the first character whole, upper-cased', () => {
    expect(initialOf('😀 Азиз')).toBe('😀');
    expect(initialOf('👨‍👩‍👧 Семья')).toBe('👨‍👩‍👧');
    expect(initialOf('  азиз')).toBe('А');
    expect(initialOf(null)).toBe('?');
  });
});
