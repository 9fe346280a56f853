import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, type Mock } from '../../test/render';
import { AdminCategoryQuery, UpdateCategoryMutation } from './category-documents';
import { AdminCategoryEditScreen } from './category-edit-screens';
import { addKeywords, KeywordsInput } from './keywords-input';

let latest: string[] = [];

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <KeywordsInput value={value} onChange={setValue} />;
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Ключевые слова' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

describe('category keywords', () => {
  it('adds words with Enter and comma, trimmed, once whatever the case', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['кран']} />);
    const input = screen.getByPlaceholderText('Новое слово');
    await user.type(input, '  смеситель   для  ванной {Enter}');
    await user.type(input, 'Кран,');
    await user.type(input, 'мойка^0.5,');
    expect(chips()).toEqual(['кран', 'смеситель для ванной', 'мойка^0.5']);
    expect(latest).toEqual(['кран', 'смеситель для ванной', 'мойка^0.5']);
    expect(screen.getByText('Слов: 3')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('removes a word with its × and the last one with Backspace in an empty field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['кран', 'труба', 'унитаз']} />);
    await user.click(screen.getByRole('button', { name: 'Убрать «труба»' }));
    expect(latest).toEqual(['кран', 'унитаз']);
    await user.click(screen.getByPlaceholderText('Новое слово'));
    await user.keyboard('{Backspace}');
    expect(latest).toEqual(['кран']);
  });

  it('splits a pasted list and keeps a word typed when the field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />);
    const input = screen.getByPlaceholderText('Новое слово');
    fireEvent.paste(input, { clipboardData: { getData: () => 'засор, прочистка;\nканализация' } });
    expect(latest).toEqual(['засор', 'прочистка', 'канализация']);
    await user.type(input, 'сифон');
    await user.tab();
    expect(latest).toEqual(['засор', 'прочистка', 'канализация', 'сифон']);
  });

  it('addKeywords ignores blanks and duplicates', () => {
    expect(addKeywords(['Кран'], ' ,кран, , КРАН,новый ')).toEqual(['Кран', 'новый']);
  });
});

const category = {
  __typename: 'Category',
  id: 19,
  name: 'Сад и двор',
  description: 'Газон, деревья',
  nameRu: 'Сад и двор',
  descriptionRu: 'Газон, деревья',
  nameUz: 'Bogʻ va hovli',
  descriptionUz: '',
  isActive: true,
  sortOrder: 19,
  keywords: ['газон', 'сад'],
  tasksCount: 1,
  contractsCount: 0,
};

function editMocks(update: Mock): Mock[] {
  return [
    { request: { query: AdminCategoryQuery, variables: { id: 19 } }, result: { data: { adminCategory: category } } },
    update,
  ];
}

function renderEdit(mocks: Mock[]) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/categories/:id/edit" element={<AdminCategoryEditScreen />} />
    </Routes>,
    { route: '/admin/categories/19/edit', mocks },
  );
}

describe('category edit', () => {
  it('saves edited keywords with the other fields', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Сад и двор',
      description: 'Газон, деревья',
      keywords: ['газон', 'газонокосилка'],
      isActive: true,
      sortOrder: 19,
    };
    renderEdit(
      editMocks({
        request: { query: UpdateCategoryMutation, variables: { id: 19, input } },
        result: {
          data: {
            updateCategory: {
              __typename: 'MutationUpdateCategorySuccess',
              data: { ...category, keywords: input.keywords },
            },
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Категория «Сад и двор»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать «сад»' }));
    await user.type(screen.getByPlaceholderText('Новое слово'), 'газонокосилка{Enter}');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('shows the field error of a refused keyword list', async () => {
    const user = userEvent.setup();
    const long = 'а'.repeat(101);
    renderEdit(
      editMocks({
        request: {
          query: UpdateCategoryMutation,
          variables: {
            id: 19,
            input: {
              name: 'Сад и двор',
              description: 'Газон, деревья',
              keywords: ['газон', 'сад', long],
              isActive: true,
              sortOrder: 19,
            },
          },
        },
        result: {
          data: {
            updateCategory: {
              __typename: 'ValidationError',
              message: 'Ключевое слово не должно превышать 100 символов',
              fieldErrors: [
                {
                  __typename: 'FieldError',
                  field: 'keywords',
                  messages: ['Ключевое слово не должно превышать 100 символов'],
                },
              ],
            },
          },
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Категория «Сад и двор»' });
    fireEvent.change(screen.getByPlaceholderText('Новое слово'), { target: { value: long } });
    fireEvent.keyDown(screen.getByPlaceholderText('Новое слово'), { key: 'Enter' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getAllByText('Ключевое слово не должно превышать 100 символов').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByPlaceholderText('Новое слово')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('category names in Uzbek (issue 16)', () => {
  it('edits the Russian texts as written and sends the Uzbek name once the admin changes it', async () => {
    const user = userEvent.setup();
    // an admin reading in Uzbek: `name` comes in Uzbek, the form still edits the Russian one
    const shown = { ...category, name: 'Bogʻ va hovli' };
    const input = {
      name: 'Сад и двор',
      description: 'Газон, деревья',
      nameUz: 'Bogʻ va hovli ishlari',
      keywords: ['газон', 'сад'],
      isActive: true,
      sortOrder: 19,
    };
    renderEdit([
      { request: { query: AdminCategoryQuery, variables: { id: 19 } }, result: { data: { adminCategory: shown } } },
      {
        request: { query: UpdateCategoryMutation, variables: { id: 19, input } },
        result: {
          data: {
            updateCategory: { __typename: 'MutationUpdateCategorySuccess', data: { ...shown, nameUz: input.nameUz } },
          },
        },
      },
    ]);
    const russian = await screen.findByRole('textbox', { name: /^Название\*?$/ });
    expect(russian).toHaveValue('Сад и двор');
    const uzbek = screen.getByRole('textbox', { name: 'Название на узбекском' });
    expect(uzbek).toHaveValue('Bogʻ va hovli');
    await user.clear(uzbek);
    await user.type(uzbek, input.nameUz);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });
});
