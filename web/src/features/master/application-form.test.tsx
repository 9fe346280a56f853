import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveInitData, clearInitData } from '../../lib/init-data';
import { restoreFetch, stubFetch, type StubCall } from '../../test/fetch-stub';
import { renderWithProviders, type Mock } from '../../test/render';
import { AddressCitiesQuery, AddressDistrictsQuery } from '../../ui/address-picker';
import { ApplicationCategoriesQuery } from './application-form';
import { MasterApplyQuery, MasterApplyScreen } from './master-apply-screen';

const CATEGORIES = [
  ['Сантехник', 'Краны, трубы'],
  ['Электрик', 'Проводка, розетки'],
  ['Кондиционеры', 'Чистка и заправка'],
  ['Плиточник', 'Укладка плитки'],
  ['Уборка', 'Квартиры и офисы'],
  ['Сад и двор', 'Газон, деревья'],
].map(([name, description], index) => ({ __typename: 'Category', id: index + 1, name, description }));

function applyMock(contract: Record<string, unknown> | null = null): Mock {
  return { request: { query: MasterApplyQuery }, result: { data: { myContract: contract } } };
}

const baseMocks: Mock[] = [
  applyMock(null),
  { request: { query: ApplicationCategoriesQuery }, result: { data: { categories: CATEGORIES } } },
  {
    request: { query: AddressCitiesQuery },
    result: { data: { cities: [{ __typename: 'City', id: 1, name: 'Ташкент' }] } },
  },
  {
    request: { query: AddressDistrictsQuery, variables: { cityId: 1 } },
    result: {
      data: {
        districts: [
          { __typename: 'District', id: 7, name: 'Чиланзарский район' },
          { __typename: 'District', id: 9, name: 'Юнусабадский район' },
        ],
      },
    },
  },
];

const pendingContract = {
  __typename: 'Contract',
  id: 31,
  status: 'pending',
  statusLabel: 'Ожидает проверки',
  name: 'Бахтиёр Саидов',
  phone: '+998901234567',
  description: null,
  photoPath: null,
  address: null,
  categories: [{ __typename: 'Category', id: 1, name: 'Сантехник' }],
  city: { __typename: 'City', id: 1, name: 'Ташкент' },
  districts: [{ __typename: 'District', id: 7, name: 'Чиланзарский район' }],
};

function setup(extraMocks: Mock[] = []) {
  // the file input accepts images only; the tests also pick other files to see them refused
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<MasterApplyScreen />, { route: '/master/apply', mocks: [...baseMocks, ...extraMocks] });
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Заявка мастера' });
  await user.type(screen.getByLabelText(/Имя/), 'Бахтиёр Саидов');
  await user.type(screen.getByLabelText(/Телефон/), '901234567');
  await user.click(await screen.findByRole('checkbox', { name: /Сантехник/ }));
  await user.type(screen.getByLabelText('Описание'), 'Опыт 10 лет');
  const city = screen.getByRole('combobox', { name: /Город/ });
  await waitFor(() => expect(city).toBeEnabled());
  await user.click(city);
  await user.click(await screen.findByRole('option', { name: 'Ташкент' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Чиланзарский район' }));
}

const photo = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('master application form', () => {
  let calls: StubCall[] = [];
  beforeEach(() => saveInitData('query_id=1&user=%7B%22id%22%3A1%7D&hash=abc'));
  afterEach(() => {
    restoreFetch();
    clearInitData();
  });

  it('shows the SPEC message of every missing field and sends nothing', async () => {
    calls = stubFetch(() => ({ status: 500 }));
    const user = setup();
    await screen.findByRole('heading', { name: 'Заявка мастера' });
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    expect(screen.getByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы одну категорию услуг')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, выберите город')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the phone mask and says when the number is wrong', async () => {
    const user = setup();
    const phone = await screen.findByLabelText(/Телефон/);
    await user.type(phone, '90 123-45');
    expect(phone).toHaveValue('+9989012345');
    await user.tab();
    expect(screen.getByText('Неверный формат телефона')).toBeInTheDocument();
    await user.type(phone, '67');
    expect(phone).toHaveValue('+998901234567');
    expect(screen.queryByText('Неверный формат телефона')).not.toBeInTheDocument();
    expect(screen.getByText('✓ Корректный формат')).toBeInTheDocument();
  });

  it('searches categories by name and description and allows at most five', async () => {
    const user = setup();
    const search = await screen.findByPlaceholderText('Поиск категории');
    await screen.findByRole('checkbox', { name: /Сантехник/ });
    await user.type(search, 'проводка');
    expect(
      screen
        .getAllByRole('checkbox', { name: /./ })
        .filter((box) => box.closest('[role="group"][aria-label="Категории услуг"]')),
    ).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Электрик/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Категории не найдены')).toBeInTheDocument();
    await user.clear(search);

    for (const name of ['Сантехник', 'Электрик', 'Кондиционеры', 'Плиточник', 'Уборка']) {
      await user.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
    }
    expect(screen.getByText('Выбрано: 5 из 5')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Сад и двор/ })).toBeDisabled();
    // a chosen one can be removed from its chip, which frees a place
    await user.click(screen.getByRole('button', { name: 'Убрать Уборка' }));
    expect(screen.getByRole('checkbox', { name: /Сад и двор/ })).toBeEnabled();
  });

  it('refuses a photo that is not a JPEG, PNG or GIF image, or is over 5 MB', async () => {
    const user = setup();
    const input = await screen.findByLabelText('Фото');
    await user.upload(input, photo('notes.txt', 'text/plain', 10));
    // docs/product.md's line, then the file by name and what to do, on a line of its own
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Пожалуйста, выберите изображение «notes.txt» — не изображение. Выберите фотографию в формате JPEG, PNG, GIF.',
    );
    await user.upload(input, photo('photo.webp', 'image/webp', 10));
    expect(screen.getByText(/^Пожалуйста, выберите изображение/)).toBeInTheDocument();
    await user.upload(input, photo('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent!.split('\n')).toEqual([
      'Размер файла не должен превышать 5MB',
      '«big.png» весит 5,1 МБ, а можно не больше 5 МБ. Выберите фотографию поменьше или уменьшите её.',
    ]);
    await user.upload(input, photo('me.gif', 'image/gif', 5 * 1024 * 1024));
    expect(screen.queryByText(/Размер файла не должен превышать 5MB/)).not.toBeInTheDocument();
    expect(screen.getByText('me.gif')).toBeInTheDocument();
  });

  it('limits the description to 200 characters with a counter', async () => {
    const user = setup();
    const description = await screen.findByLabelText('Описание');
    expect(description).toHaveAttribute('maxLength', '200');
    await user.type(description, 'Сантехника');
    expect(screen.getByText('10/200')).toBeInTheDocument();
  });

  it('sends the form with the photo as multipart and announces the review time', async () => {
    calls = stubFetch(() => ({
      status: 201,
      body: { success: true, message: 'Заявка отправлена на проверку', data: { id: 31 } },
    }));
    const user = setup([applyMock(pendingContract)]);
    await fillValidForm(user);
    await user.upload(screen.getByLabelText('Фото'), photo('me.jpg', 'image/jpeg', 2048));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const toast = (await screen.findByText('Заявка отправлена')).closest('[role="status"]');
    expect(toast).toHaveTextContent('ожидайте до 3х дней, обычно в течении дня');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe('/api/tg-webapp/master/contract');
    expect(call.method).toBe('POST');
    expect(call.headers.get('X-Telegram-Init-Data')).toBe('query_id=1&user=%7B%22id%22%3A1%7D&hash=abc');
    const form = call.body as FormData;
    expect(form.get('name')).toBe('Бахтиёр Саидов');
    expect(form.get('phone')).toBe('+998901234567');
    expect(form.get('description')).toBe('Опыт 10 лет');
    expect(form.get('category_ids[0]')).toBe('1');
    expect(form.get('city_id')).toBe('1');
    expect(form.get('district_ids[0]')).toBe('7');
    expect((form.get('photo') as File).name).toBe('me.jpg');
    // the read-only card replaces the form
    expect(await screen.findByRole('heading', { name: 'Ваша заявка' })).toBeInTheDocument();
  });

  it('shows the server validation errors in a toast titled Ошибка валидации, one per line', async () => {
    stubFetch(() => ({
      status: 422,
      body: {
        success: false,
        message: 'Ошибка валидации',
        errors: { name: ['Введите имя'], city_id: ['Город не найден'] },
      },
    }));
    const user = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Ошибка валидации')).toBeInTheDocument();
    expect(toast.querySelector('p')?.textContent).toBe('Введите имя\nГород не найден');
    expect(screen.getByRole('heading', { name: 'Заявка мастера' })).toBeInTheDocument();
  });

  it('shows Ошибка with the server message, Не удалось отправить заявку, or a network hint', async () => {
    const replies = [
      { status: 409, body: { success: false, message: 'У вас уже есть заявка' } },
      { status: 502, body: '<html>Bad gateway</html>' },
      'network-error' as const,
    ];
    stubFetch(() => replies.shift()!);
    const user = setup();
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Отправить заявку' });

    await user.click(submit);
    let toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка');
    expect(toast).toHaveTextContent('У вас уже есть заявка');

    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось отправить заявку'));

    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Проверьте подключение к интернету'));
    toast = screen.getByRole('alert');
    expect(within(toast).getByText('Ошибка')).toBeInTheDocument();
  });
});
