// The photo picker counts against the limit the API enforces (LIMITS.taskPhotosMax of @usta/rules), not
// a number of its own: with the limit set lower here, the picker stops there.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

jest.mock('@usta/rules', () => {
  const rules = jest.requireActual('@usta/rules');
  return { ...rules, LIMITS: { ...rules.LIMITS, taskPhotosMax: 2 } };
});

const photo = (n: number): PickedPhoto => ({ id: `${'a'.repeat(31)}${n}`, preview: '' });

test('offers another photo below the shared limit and none at it', () => {
  const props = { onChange: jest.fn(), onBusyChange: jest.fn() };
  const { unmount } = renderWithProviders(<PhotoPicker value={[photo(1)]} {...props} />);
  expect(screen.getByRole('button', { name: 'Добавить фото' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<PhotoPicker value={[photo(1), photo(2)]} {...props} />);
  expect(screen.queryByRole('button', { name: 'Добавить фото' })).not.toBeInTheDocument();
});
