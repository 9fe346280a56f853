import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreFetch, stubFetch, type StubCall, type StubReply } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { AdminCityDistrictScreen, AdminPlaceNamesQuery } from './city-district-screen';

const CITIES = [
  {
    id: 1,
    name: 'Ташкент',
    latitude: 41.3111,
    longitude: 69.2797,
    districts: [
      { id: 7, name: 'Чиланзарский район', city_id: 1 },
      { id: 9, name: 'Юнусабадский район', city_id: 1, latitude: 41.3667, longitude: 69.2889 },
    ],
  },
  { id: 2, name: 'Самарканд', districts: [] },
];

type Reply = StubReply | 'network-error';

// the list always loads; `change` answers the one create, update or delete the test makes
function serve(change: Reply): StubCall[] {
  return stubFetch((call) => (call.method === 'GET' ? { status: 200, body: { success: true, data: CITIES } } : change));
}

type User = ReturnType<typeof userEvent.setup>;

const cityCard = () => screen.getByRole('region', { name: 'Ташкент' });

const ACTIONS: Record<string, (user: User) => Promise<void>> = {
  'creates a city': async (user) => {
    await user.type(screen.getAllByPlaceholderText('Название города')[0], 'Хива');
    await user.click(screen.getByRole('button', { name: 'Добавить город' }));
  },
  'renames a city': async (user) => {
    await user.click(within(cityCard()).getAllByRole('button', { name: 'Переименовать' })[0]);
    const input = within(cityCard()).getByPlaceholderText('Название города');
    await user.clear(input);
    await user.type(input, 'Тошкент');
    await user.click(within(cityCard()).getByRole('button', { name: 'Сохранить' }));
  },
  'deletes a city': async (user) => {
    await user.click(within(cityCard()).getAllByRole('button', { name: 'Удалить' })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
  },
  'creates a district': async (user) => {
    await user.type(within(cityCard()).getByPlaceholderText('Название района'), 'Новый район');
    await user.click(within(cityCard()).getByRole('button', { name: 'Добавить район' }));
  },
  'renames a district': async (user) => {
    await user.click(screen.getByRole('button', { name: 'Переименовать: Чиланзарский район' }));
    const input = within(cityCard()).getAllByPlaceholderText('Название района')[0];
    await user.clear(input);
    await user.type(input, 'Чиланзар');
    await user.click(within(cityCard()).getByRole('button', { name: 'Сохранить' }));
  },
  'deletes a district': async (user) => {
    await user.click(screen.getByRole('button', { name: 'Удалить: Чиланзарский район' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
  },
};

async function setup(change: Reply) {
  const calls = serve(change);
  const user = userEvent.setup();
  renderWithProviders(<AdminCityDistrictScreen />, { route: '/admin/city-district' });
  await screen.findByRole('region', { name: 'Ташкент' });
  return { user, calls };
}

describe('admin cities and districts', () => {
  afterEach(restoreFetch);

  it('lists every city with its districts from GET /admin/api/address/cities', async () => {
    const { calls } = await setup({ status: 500 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/admin/api/address/cities' });
    expect(within(cityCard()).getByText('Чиланзарский район')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Самарканд' })).getByText('Районов пока нет')).toBeInTheDocument();
  });

  it('says Ошибка при получении городов when the list does not load', async () => {
    stubFetch(() => 'network-error');
    renderWithProviders(<AdminCityDistrictScreen />);
    expect(await screen.findByText('Ошибка при получении городов')).toBeInTheDocument();
  });

  it.each([
    ['creates a city', 'Ошибка при создании города'],
    ['renames a city', 'Ошибка при обновлении города'],
    ['deletes a city', 'Ошибка при удалении города'],
    ['creates a district', 'Ошибка при создании района'],
    ['renames a district', 'Ошибка при обновлении района'],
    ['deletes a district', 'Ошибка при удалении района'],
  ])('%s: without an answer it says %s', async (action, text) => {
    const { user } = await setup('network-error');
    await ACTIONS[action](user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['creates a city', 'Ошибка при создании города'],
    ['renames a district', 'Ошибка при обновлении района'],
    ['deletes a city', 'Ошибка при удалении города'],
  ])('%s: a failure without a JSON body says %s', async (action, text) => {
    const { user } = await setup({ status: 502, body: '<html>Bad gateway</html>' });
    await ACTIONS[action](user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the server field error under the name it is about', async () => {
    const { user, calls } = await setup({
      status: 422,
      body: {
        success: false,
        message: 'Город с таким названием уже существует',
        errors: { name: ['Город с таким названием уже существует'] },
      },
    });
    await ACTIONS['creates a city'](user);
    const error = await screen.findByText('Город с таким названием уже существует');
    expect(error.closest('form')).toContainElement(screen.getAllByPlaceholderText('Название города')[0]);
    expect(screen.getAllByPlaceholderText('Название города')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/admin/api/address/cities' });
    expect(JSON.parse(String(calls[1].body))).toEqual({ name: 'Хива' });
  });

  it('sends a district with its city and a rename with PUT', async () => {
    const { user, calls } = await setup({
      status: 422,
      body: { success: false, message: 'Введите название района', errors: { name: ['Введите название района'] } },
    });
    await ACTIONS['creates a district'](user);
    expect(await within(cityCard()).findByText('Введите название района')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/admin/api/address/districts' });
    expect(JSON.parse(String(calls[1].body))).toEqual({ city_id: 1, name: 'Новый район' });

    await ACTIONS['renames a district'](user);
    expect(calls[2]).toMatchObject({ method: 'PUT', url: '/admin/api/address/districts/7' });
    expect(JSON.parse(String(calls[2].body))).toEqual({ name: 'Чиланзар' });
  });

  it('shows why a district in use cannot be deleted', async () => {
    const { user, calls } = await setup({
      status: 409,
      body: { success: false, message: 'Нельзя удалить район: он указан в задачах или заявках мастеров' },
    });
    await ACTIONS['deletes a district'](user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нельзя удалить район: он указан в задачах или заявках мастеров',
    );
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/admin/api/address/districts/7' });
  });

  it('reloads the list and says so after a change', async () => {
    const { user, calls } = await setup({
      status: 201,
      body: { success: true, message: 'Город добавлен', data: { id: 3, name: 'Хива' } },
    });
    await ACTIONS['creates a city'](user);
    expect(await screen.findByText('Город добавлен')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getAllByPlaceholderText('Название города')[0]).toHaveValue('');
  });

  describe('centres (the dispatch waves measure from them)', () => {
    const districtForm = async (user: User, name: string) => {
      await user.click(screen.getByRole('button', { name: `Переименовать: ${name}` }));
      return {
        latitude: within(cityCard()).getByPlaceholderText('Широта центра'),
        longitude: within(cityCard()).getByPlaceholderText('Долгота центра'),
        save: within(cityCard()).getByRole('button', { name: 'Сохранить' }),
      };
    };

    it('shows each centre, or that none is set', async () => {
      await setup({ status: 500 });
      expect(within(cityCard()).getByText('Центр: 41.3111, 69.2797')).toBeInTheDocument();
      expect(within(cityCard()).getByText('Центр: 41.3667, 69.2889')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Самарканд' })).getByText('Центр не задан')).toBeInTheDocument();
    });

    it('saves a new centre with the name through PUT, a comma read as the decimal point', async () => {
      const { user, calls } = await setup({
        status: 200,
        body: { success: true, message: 'Район обновлён', data: { id: 7, name: 'Чиланзарский район', city_id: 1 } },
      });
      const form = await districtForm(user, 'Чиланзарский район');
      expect(form.latitude).toHaveValue('');
      await user.type(form.latitude, '41,2850');
      await user.type(form.longitude, '69.2040');
      await user.click(form.save);
      expect(await screen.findByText('Район обновлён')).toBeInTheDocument();
      expect(calls[1]).toMatchObject({ method: 'PUT', url: '/admin/api/address/districts/7' });
      expect(JSON.parse(String(calls[1].body))).toEqual({
        name: 'Чиланзарский район',
        latitude: 41.285,
        longitude: 69.204,
      });
    });

    it('clears a centre when both fields are emptied, and edits a city centre the same way', async () => {
      const { user, calls } = await setup({
        status: 200,
        body: { success: true, message: 'Район обновлён', data: { id: 9, name: 'Юнусабадский район', city_id: 1 } },
      });
      const form = await districtForm(user, 'Юнусабадский район');
      expect(form.latitude).toHaveValue('41.3667');
      await user.clear(form.latitude);
      await user.clear(form.longitude);
      await user.click(form.save);
      expect(await screen.findByText('Район обновлён')).toBeInTheDocument();
      expect(JSON.parse(String(calls[1].body))).toEqual({
        name: 'Юнусабадский район',
        latitude: null,
        longitude: null,
      });

      await user.click(within(cityCard()).getAllByRole('button', { name: 'Переименовать' })[0]);
      const latitude = within(cityCard()).getByPlaceholderText('Широта центра');
      expect(latitude).toHaveValue('41.3111');
      await user.clear(latitude);
      await user.type(latitude, '41.3');
      await user.click(within(cityCard()).getByRole('button', { name: 'Сохранить' }));
      await screen.findAllByText('Район обновлён');
      expect(calls.at(-2)).toMatchObject({ method: 'PUT', url: '/admin/api/address/cities/1' });
      expect(JSON.parse(String(calls.at(-2)!.body))).toEqual({ name: 'Ташкент', latitude: 41.3, longitude: 69.2797 });
    });

    it.each([
      [['41.28', ''], 'Долгота центра', 'Широта и долгота центра указываются только вместе'],
      [['', '69.2'], 'Широта центра', 'Широта и долгота центра указываются только вместе'],
      [['95', '69.2'], 'Широта центра', 'Неверная широта'],
      [['41.28', 'восток'], 'Долгота центра', 'Неверная долгота'],
      [['41.28', '-181'], 'Долгота центра', 'Неверная долгота'],
    ])('refuses %j before sending: under %s it says %s', async ([lat, lon], field, text) => {
      const { user, calls } = await setup({ status: 500 });
      const form = await districtForm(user, 'Чиланзарский район');
      if (lat) await user.type(form.latitude, lat);
      if (lon) await user.type(form.longitude, lon);
      await user.click(form.save);
      expect(await within(cityCard()).findByText(text)).toBeInTheDocument();
      expect(within(cityCard()).getByPlaceholderText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(1);
    });

    it("shows the server's error under the coordinate it is about", async () => {
      const { user } = await setup({
        status: 422,
        body: { success: false, message: 'Ошибка валидации', errors: { latitude: ['Неверная широта'] } },
      });
      const form = await districtForm(user, 'Чиланзарский район');
      await user.type(form.latitude, '41.28');
      await user.type(form.longitude, '69.2');
      await user.click(form.save);
      const error = await within(cityCard()).findByText('Неверная широта');
      expect(error).toBeInTheDocument();
      expect(form.latitude).toHaveAttribute('aria-invalid', 'true');
      expect(form.longitude).toHaveAttribute('aria-invalid', 'false');
    });
  });
});

describe('Uzbek names (issue 16)', () => {
  afterEach(restoreFetch);

  it('sends the Uzbek name of a new city, and of a renamed district only when it changed', async () => {
    const calls = stubFetch((call) =>
      call.method === 'GET'
        ? { status: 200, body: { success: true, data: CITIES } }
        : { status: 200, body: { success: true, message: 'Сохранено', data: { id: 3, name: 'Хива' } } },
    );
    const names = {
      request: { query: AdminPlaceNamesQuery },
      result: {
        data: {
          cities: [
            {
              __typename: 'City',
              id: 1,
              nameUz: 'Toshkent',
              districts: [
                { __typename: 'District', id: 7, nameUz: 'Chilonzor tumani' },
                { __typename: 'District', id: 9, nameUz: 'Yunusobod tumani' },
              ],
            },
            { __typename: 'City', id: 2, nameUz: 'Samarqand', districts: [] },
          ],
        },
      },
      maxUsageCount: 10,
    };
    const user = userEvent.setup();
    renderWithProviders(<AdminCityDistrictScreen />, { route: '/admin/city-district', mocks: [names] });
    await screen.findByRole('region', { name: 'Ташкент' });

    await user.type(screen.getAllByPlaceholderText('Название города')[0]!, 'Хива');
    await user.type(screen.getAllByPlaceholderText('Название на узбекском')[0]!, 'Xiva');
    await user.click(screen.getByRole('button', { name: 'Добавить город' }));
    await screen.findByText('Сохранено');
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({
      name: 'Хива',
      name_uz: 'Xiva',
    });

    await user.click(screen.getByRole('button', { name: 'Переименовать: Чиланзарский район' }));
    const uzbek = within(cityCard()).getAllByPlaceholderText('Название на узбекском')[0]!;
    expect(uzbek).toHaveValue('Chilonzor tumani');
    await user.click(within(cityCard()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')!.body))).toEqual({
      name: 'Чиланзарский район',
    });

    await user.click(screen.getByRole('button', { name: 'Переименовать: Чиланзарский район' }));
    const again = within(cityCard()).getAllByPlaceholderText('Название на узбекском')[0]!;
    await user.clear(again);
    await user.type(again, 'Chilonzor');
    await user.click(within(cityCard()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((call) => call.method === 'PUT')[1]!.body))).toEqual({
      name: 'Чиланзарский район',
      name_uz: 'Chilonzor',
    });
  });
});
