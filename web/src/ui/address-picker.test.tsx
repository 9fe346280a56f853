import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Mock } from '../test/render';
import {
  AddressCitiesQuery,
  AddressDistrictsQuery,
  AddressPicker,
  EMPTY_ADDRESS,
  type AddressValue,
} from './address-picker';

const cities: Mock = {
  request: { query: AddressCitiesQuery },
  result: {
    data: {
      cities: [
        { __typename: 'City', id: 1, name: 'Ташкент' },
        { __typename: 'City', id: 2, name: 'Самарканд' },
      ],
    },
  },
};

function districts(cityId: number, names: string[], delay = 0): Mock {
  return {
    request: { query: AddressDistrictsQuery, variables: { cityId } },
    delay,
    result: {
      data: { districts: names.map((name, index) => ({ __typename: 'District', id: cityId * 10 + index, name })) },
    },
  };
}

let latest: AddressValue = EMPTY_ADDRESS;

function Harness({ mode, hideAllDistricts }: { mode: 'single' | 'multi'; hideAllDistricts?: boolean }) {
  const [value, setValue] = useState<AddressValue>(EMPTY_ADDRESS);
  latest = value;
  return <AddressPicker mode={mode} value={value} onChange={setValue} hideAllDistricts={hideAllDistricts} required />;
}

async function chooseCity(user: ReturnType<typeof userEvent.setup>, name: string) {
  const city = await screen.findByRole('combobox', { name: /Город/ });
  // the list is disabled until the cities arrive
  await waitFor(() => expect(city).toBeEnabled());
  await user.click(city);
  await user.click(await screen.findByRole('option', { name }));
}

describe('address picker', () => {
  it('searches cities and says when none match', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness mode="single" />, { mocks: [cities] });
    const city = await screen.findByRole('combobox', { name: /Город/ });
    expect(city).toHaveAttribute('placeholder', 'Выберите город');
    await waitFor(() => expect(city).toBeEnabled());
    await user.click(city);
    await user.type(city, 'Сам');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.type(city, 'xyz');
    expect(screen.getByText('Города не найдены')).toBeInTheDocument();
  });

  it('picks one district from a searchable list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness mode="single" hideAllDistricts />, {
      mocks: [cities, districts(1, ['Чиланзарский район', 'Юнусабадский район'])],
    });
    expect(screen.queryByRole('combobox', { name: /Район/ })).not.toBeInTheDocument();
    await chooseCity(user, 'Ташкент');
    expect(screen.queryByText('Все районы')).not.toBeInTheDocument();
    const district = screen.getByRole('combobox', { name: /Район/ });
    expect(district).toHaveAttribute('placeholder', 'Выберите район');
    await user.click(district);
    await user.click(await screen.findByRole('option', { name: 'Юнусабадский район' }));
    expect(latest).toEqual({ cityId: 1, districtId: 11, districtIds: [], allDistricts: false });
  });

  it('ticks several districts, counts them, and clears them with Все районы', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness mode="multi" />, {
      mocks: [cities, districts(1, ['Чиланзарский район', 'Юнусабадский район'], 300)],
    });
    await chooseCity(user, 'Ташкент');
    expect(screen.getByText('Загрузка районов...')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Чиланзарский район' }));
    await user.click(screen.getByRole('checkbox', { name: 'Юнусабадский район' }));
    expect(screen.getByText('Выбрано районов: 2')).toBeInTheDocument();
    expect(latest.districtIds).toEqual([10, 11]);

    await user.click(screen.getByRole('checkbox', { name: 'Все районы' }));
    expect(latest).toEqual({ cityId: 1, districtId: null, districtIds: [], allDistricts: true });
    expect(screen.queryByRole('checkbox', { name: 'Чиланзарский район' })).not.toBeInTheDocument();
  });

  it('explains Все районы in a tooltip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness mode="multi" />, { mocks: [cities, districts(1, ['Чиланзарский район'])] });
    await chooseCity(user, 'Ташкент');
    await user.click(screen.getByRole('button', { name: 'Подсказка' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Все районы');
  });

  it('resets the districts when the city changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness mode="multi" />, {
      mocks: [cities, districts(1, ['Чиланзарский район']), districts(2, [])],
    });
    await chooseCity(user, 'Ташкент');
    await user.click(await screen.findByRole('checkbox', { name: 'Чиланзарский район' }));
    await chooseCity(user, 'Самарканд');
    expect(latest).toEqual({ cityId: 2, districtId: null, districtIds: [], allDistricts: false });
    expect(await screen.findByText('Нет доступных районов')).toBeInTheDocument();
  });
});
