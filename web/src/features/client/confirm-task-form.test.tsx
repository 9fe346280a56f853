import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressCitiesQuery, AddressDistrictsQuery } from '../../ui/address-picker';
import { restoreFetch, stubFetch, type StubCall } from '../../test/fetch-stub';
import { renderWithProviders, type Mock } from '../../test/render';
import { saveInitData, clearInitData } from '../../lib/init-data';
import { ConfirmTaskForm, CreateTaskMutation, LastAddressQuery, TaskCategoriesQuery } from './confirm-task-form';
import { clientTaskRules } from '../../test/task-rules';

const TEXT = 'Течёт кран на кухне';
const PHOTO_A = 'a'.repeat(32);
const PHOTO_B = 'b'.repeat(32);

const formMocks: Mock[] = [
  {
    request: { query: TaskCategoriesQuery },
    result: {
      data: { categories: [{ __typename: 'Category', id: 2, name: 'Сантехника', description: '' }] },
    },
  },
  {
    request: { query: LastAddressQuery },
    result: { data: { lastAddress: { __typename: 'LastAddress', cityId: 1, districtId: 3, phone: null } } },
  },
  {
    request: { query: AddressCitiesQuery },
    result: { data: { cities: [{ __typename: 'City', id: 1, name: 'Ташкент' }] } },
  },
  {
    request: { query: AddressDistrictsQuery, variables: { cityId: 1 } },
    result: { data: { districts: [{ __typename: 'District', id: 3, name: 'Чиланзарский район' }] } },
  },
];

function created(input: Record<string, unknown>, onCall?: () => void): Mock {
  return {
    request: { query: CreateTaskMutation, variables: { input } },
    result: () => {
      onCall?.();
      return {
        data: {
          createTask: {
            __typename: 'MutationCreateTaskSuccess',
            data: {
              __typename: 'Task',
              id: 11,
              version: 1,
              status: 'sent_to_masters',
              hasReview: false,
              cancelStep: 1,
              text: TEXT,
              statusLabel: 'Ищем мастера',
              master: null,
              ...clientTaskRules('sent_to_masters', { hasMaster: false }),
            },
          },
        },
      };
    },
  };
}

const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function renderForm(
  mocks: Mock[],
  onCreated = jest.fn(),
  preferredMaster: { contractId: number; name: string } | null = null,
) {
  renderWithProviders(
    <ConfirmTaskForm
      preferredMaster={preferredMaster}
      description={TEXT}
      detectedCategoryId={2}
      onCreated={onCreated}
      onActiveExists={jest.fn()}
      onCancel={jest.fn()}
      locationSource={{ supported: async () => false, request: async () => null }}
    />,
    { mocks: [...formMocks, ...mocks] },
  );
  return onCreated;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Район/ })).toHaveValue('Чиланзарский район'));
  await user.type(screen.getByLabelText('Телефон'), '901234567');
}

describe('confirmation form: photos and when (issue 19)', () => {
  let calls: StubCall[];
  let uploads: string[];

  beforeEach(() => {
    saveInitData('query_id=1&user=%7B%22id%22%3A7%7D&hash=abc');
    uploads = [PHOTO_A, PHOTO_B];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    calls = stubFetch((call) => {
      if (call.method === 'DELETE') return { status: 200, body: { success: true, message: 'Фотография удалена' } };
      const file = (call.body as FormData).get('photo') as File;
      if (file.name === 'notes.png')
        return {
          status: 422,
          body: {
            success: false,
            message: 'Пожалуйста, выберите изображение',
            errors: { photo: ['Пожалуйста, выберите изображение'] },
          },
        };
      const id = uploads.shift()!;
      return { status: 201, body: { success: true, data: { id, url: `/api/tg-webapp/tasks/photos/${id}` } } };
    });
  });

  afterEach(() => {
    restoreFetch();
    clearInitData();
  });

  it('sends the task as before when neither is used', async () => {
    const user = userEvent.setup();
    let sent = false;
    const onCreated = renderForm([
      created({ text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567' }, () => (sent = true)),
    ]);
    await fillContact(user);
    expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
    expect(sent).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends the former master asked for again and says he will see it first (docs/product.md §12)', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm(
      [created({ text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567', preferredMasterId: 31 })],
      jest.fn(),
      { contractId: 31, name: 'Бахтиёр' },
    );
    expect(screen.getByTestId('preferred-note')).toHaveTextContent(
      'Заказ сначала увидит только Бахтиёр — ваш прежний мастер. Если он не сможет, предложим другим мастерам рядом.',
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
  });

  it("sends the address in the client's own words when given, and says who will see it", async () => {
    const user = userEvent.setup();
    const door = 'ул. Навои, 12, кв. 34, напротив школы';
    const onCreated = renderForm([
      created({ text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567', address: door }),
    ]);
    await fillContact(user);
    const field = screen.getByLabelText('Адрес: улица, дом, квартира, ориентир');
    await user.type(field, ` ${door} `);
    expect(screen.getByText(`${door.length + 2}/200 · мастер увидит его, когда примет задачу`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
  });

  it('refuses a file that is not an image or is too large on its own line, by name, saying what to do', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm([]);
    await fillContact(user);
    const input = screen.getByTestId('task-photo-input');
    const big = new File([new Uint8Array(7 * 1024 * 1024 + 300 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, [new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }), big]);
    const alert = await screen.findByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert.textContent!.split('\n')).toEqual([
      'Пожалуйста, выберите изображение',
      '«scan.pdf» — не изображение. Выберите фотографию в формате JPEG, PNG, GIF, WEBP.',
      'Размер файла не должен превышать 5MB',
      '«big.jpg» весит 7,3 МБ, а можно не больше 5 МБ. Выберите фотографию поменьше или уменьшите её.',
    ]);
    // nothing went up
    expect(calls).toHaveLength(0);
  });

  it('uploads photos with the init data, shows the refusal, removes one, and sends ids and a window', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm([
      created({
        text: TEXT,
        categoryId: 2,
        cityId: 1,
        districtId: 3,
        phone: '+998901234567',
        photoIds: [PHOTO_B],
        when: 'window',
        // Tashkent is UTC+5 all year
        scheduledFrom: '2099-03-10T09:00:00.000Z',
        scheduledTo: '2099-03-10T13:00:00.000Z',
      }),
    ]);
    await fillContact(user);

    const input = screen.getByTestId('task-photo-input');
    await user.upload(input, [image('sink.png'), image('pipe.png')]);
    const thumbs = await screen.findByRole('list', { name: 'Фотографии (необязательно)' });
    await waitFor(() => expect(within(thumbs).getAllByRole('img')).toHaveLength(2));
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/tg-webapp/tasks/photos'],
      ['POST', '/api/tg-webapp/tasks/photos'],
    ]);
    expect(calls[0].headers.get('X-Telegram-Init-Data')).toContain('hash=abc');

    // the server's refusal, in its words; nothing added
    await user.upload(input, image('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пожалуйста, выберите изображение');
    expect(within(thumbs).getAllByRole('img')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    expect(within(thumbs).getAllByRole('img')).toHaveLength(1);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/tg-webapp/tasks/photos/${PHOTO_A}` }),
    );

    // a window needs both ends before the form can be sent
    await user.click(screen.getByRole('radio', { name: 'Выбрать время' }));
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('С'), '2099-03-10T14:00');
    await user.type(screen.getByLabelText('До'), '2099-03-10T18:00');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
  });

  it('takes at most 5 photos and says so', async () => {
    const user = userEvent.setup();
    uploads = Array.from({ length: 6 }, (_, index) => String(index).repeat(32));
    renderForm([]);
    await fillContact(user);
    await user.upload(
      screen.getByTestId('task-photo-input'),
      Array.from({ length: 6 }, (_, index) => image(`p${index}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно прикрепить не более 5 фотографий');
    const thumbs = await screen.findByRole('list', { name: 'Фотографии (необязательно)' });
    await waitFor(() => expect(within(thumbs).getAllByRole('img')).toHaveLength(5));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Добавить фото' })).not.toBeInTheDocument();
  });
});

describe('confirmation form: a text that is not a request', () => {
  it('says so and asks once before posting it', async () => {
    const user = userEvent.setup();
    const onCreated = jest.fn();
    let sent = 0;
    renderWithProviders(
      <ConfirmTaskForm
        description={TEXT}
        detectedCategoryId={null}
        detection={{ category: null, alternatives: [], popular: [], notARequest: true }}
        onCreated={onCreated}
        onActiveExists={jest.fn()}
        onCancel={jest.fn()}
        locationSource={{ supported: async () => false, request: async () => null }}
      />,
      {
        mocks: [
          ...formMocks,
          created({ text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567' }, () => sent++),
        ],
      },
    );
    expect(await screen.findByText('Похоже, это не заявка на работу мастера')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('combobox', { name: /Категория/ }));
    await user.click(await screen.findByRole('option', { name: 'Сантехника' }));
    await fillContact(user);

    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить мастерам как есть?' });
    expect(sent).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
    expect(sent).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('confirmation form: the last task', () => {
  it('fills in the phone of the last task, grouped, and sends it as +998XXXXXXXXX', async () => {
    const user = userEvent.setup();
    const [categories, , ...places] = formMocks;
    const onCreated = jest.fn();
    renderWithProviders(
      <ConfirmTaskForm
        description={TEXT}
        detectedCategoryId={2}
        onCreated={onCreated}
        onActiveExists={jest.fn()}
        onCancel={jest.fn()}
        locationSource={{ supported: async () => false, request: async () => null }}
      />,
      {
        mocks: [
          categories,
          {
            request: { query: LastAddressQuery },
            result: {
              data: { lastAddress: { __typename: 'LastAddress', cityId: 1, districtId: 3, phone: '+998905554433' } },
            },
          },
          ...places,
          created({ text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998905554433' }),
        ],
      },
    );
    await waitFor(() => expect(screen.getByLabelText('Телефон')).toHaveValue('+998 90 555 44 33'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Район/ })).toHaveValue('Чиланзарский район'));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(11));
  });
});
