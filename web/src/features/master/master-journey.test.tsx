import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionHandlers } from '../../lib/device-position';
import { renderWithProviders, type Mock } from '../../test/render';
import {
  MasterArrivedMutation,
  MasterJourney,
  MasterJourneyQuery,
  MasterLocationMutation,
  MasterOnTheWayMutation,
} from './master-journey';

function task(stage: string, extra: Record<string, unknown> = {}, point = true, address: string | null = null) {
  return {
    __typename: 'Task',
    id: 11,
    status: 'in_progress',
    latitude: point ? 41.311081 : null,
    longitude: point ? 69.2797 : null,
    address,
    city: { __typename: 'City', id: 1, name: 'Ташкент' },
    district: { __typename: 'District', id: 4, name: 'Юнусабадский район' },
    journey: {
      __typename: 'TaskJourney',
      stage,
      etaMinutes: null,
      etaSource: null,
      updatedAt: '2026-11-26T07:40:00.000Z',
      ...extra,
    },
  };
}

const journeyQuery = (value: ReturnType<typeof task>): Mock => ({
  request: { query: MasterJourneyQuery, variables: { id: 11 } },
  result: { data: { task: value } },
});

function fakeDevice() {
  const device: { handlers: PositionHandlers | null; stopped: number } = { handlers: null, stopped: 0 };
  const watch = jest.fn(async (handlers: PositionHandlers) => {
    device.handlers = handlers;
    return { stop: () => void (device.stopped += 1) };
  });
  return { device, watch };
}

describe("the master's way to the task", () => {
  it('goes on the way with his position, opens the point in maps apps, and marks the arrival', async () => {
    const user = userEvent.setup();
    const { device, watch } = fakeDevice();
    renderWithProviders(<MasterJourney taskId={11} watch={watch} />, {
      mocks: [
        journeyQuery(task('ACCEPTED')),
        {
          request: {
            query: MasterOnTheWayMutation,
            variables: { id: 11, latitude: 41.33, longitude: 69.31, accuracy: 12 },
          },
          result: {
            data: { masterOnTheWay: { __typename: 'MutationMasterOnTheWaySuccess', data: task('ON_THE_WAY') } },
          },
        },
        {
          request: { query: MasterArrivedMutation, variables: { id: 11 } },
          result: { data: { masterArrived: { __typename: 'MutationMasterArrivedSuccess', data: task('ARRIVED') } } },
        },
      ],
    });
    // the client's point in a maps app (jsdom is no Android: Yandex's address instead of geo:)
    expect(await screen.findByRole('link', { name: 'Открыть в картах' })).toHaveAttribute(
      'href',
      'https://yandex.uz/maps/?pt=69.2797,41.311081&z=17&l=map',
    );
    expect(screen.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.311081,69.2797',
    );

    await user.click(screen.getByRole('button', { name: 'Еду' }));
    expect(watch).toHaveBeenCalledTimes(1);
    await act(async () => device.handlers!.onFix({ latitude: 41.33, longitude: 69.31, accuracy: 11.6 }));
    expect(await screen.findByText(/Клиент видит, где вы, пока вы в пути/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Еду' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'На месте' }));
    expect(await screen.findByText('Клиент знает, что вы на месте')).toBeInTheDocument();
    // arriving ends the sharing
    expect(device.stopped).toBeGreaterThan(0);
  });

  it('offers "I will be there in N minutes" when the position is refused', async () => {
    const user = userEvent.setup();
    const { device, watch } = fakeDevice();
    renderWithProviders(<MasterJourney taskId={11} watch={watch} />, {
      mocks: [
        journeyQuery(task('ACCEPTED')),
        {
          request: { query: MasterOnTheWayMutation, variables: { id: 11 } },
          result: {
            data: { masterOnTheWay: { __typename: 'MutationMasterOnTheWaySuccess', data: task('ON_THE_WAY') } },
          },
        },
        {
          request: { query: MasterLocationMutation, variables: { id: 11, etaMin: 25 } },
          result: {
            data: {
              masterLocation: {
                __typename: 'MutationMasterLocationSuccess',
                data: task('ON_THE_WAY', { etaMinutes: 25, etaSource: 'MASTER' }),
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Еду' }));
    await act(async () => device.handlers!.onRefused());
    expect(
      await screen.findByText('Местоположение недоступно. Скажите клиенту, через сколько минут будете на месте'),
    ).toBeInTheDocument();
    const minutes = screen.getByLabelText('Буду через, минут');
    await user.type(minutes, '0');
    await user.click(screen.getByRole('button', { name: 'Сообщить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите от 1 до 180 минут');
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(screen.getByRole('button', { name: 'Сообщить' }));
    expect(await screen.findByText('Клиент знает, что вы будете через 25 мин')).toBeInTheDocument();
  });

  it("shows the server's refusal of a position", async () => {
    const user = userEvent.setup();
    const { device, watch } = fakeDevice();
    renderWithProviders(<MasterJourney taskId={11} watch={watch} />, {
      mocks: [
        journeyQuery(task('ACCEPTED')),
        {
          request: { query: MasterOnTheWayMutation, variables: { id: 11, latitude: 48.85, longitude: 2.35 } },
          result: {
            data: {
              masterOnTheWay: { __typename: 'ValidationError', message: 'Местоположение вне Узбекистана' },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Еду' }));
    await act(async () => device.handlers!.onFix({ latitude: 48.85, longitude: 2.35 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Местоположение вне Узбекистана');
    expect(screen.getByRole('button', { name: 'Еду' })).toBeEnabled();
  });

  it('searches the address when the client sent no point', async () => {
    renderWithProviders(<MasterJourney taskId={11} watch={fakeDevice().watch} />, {
      mocks: [journeyQuery(task('ACCEPTED', {}, false))],
    });
    expect(await screen.findByText('Клиент не отправил точку: ищите по адресу')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти адрес в Яндекс Картах' })).toHaveAttribute(
      'href',
      `https://yandex.uz/maps/?text=${encodeURIComponent('Ташкент, Юнусабадский район')}`,
    );
  });

  it("shows the door in the client's words and searches it when the client sent no point", async () => {
    const door = 'ул. Амира Темура, 15, кв. 8, вход со двора';
    renderWithProviders(<MasterJourney taskId={11} watch={fakeDevice().watch} />, {
      mocks: [journeyQuery(task('ACCEPTED', {}, false, door))],
    });
    expect(await screen.findByText(door)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти адрес в Яндекс Картах' })).toHaveAttribute(
      'href',
      `https://yandex.uz/maps/?text=${encodeURIComponent(`Ташкент, Юнусабадский район, ${door}`)}`,
    );
  });

  it('shows the door beside the maps buttons when the client sent a point', async () => {
    const door = 'дом 4, 2 подъезд';
    renderWithProviders(<MasterJourney taskId={11} watch={fakeDevice().watch} />, {
      mocks: [journeyQuery(task('ACCEPTED', {}, true, door))],
    });
    expect(await screen.findByText(door)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть в картах' })).toBeInTheDocument();
  });
});
