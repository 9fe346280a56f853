import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProblemTexts } from '../../lib/problem-texts';
import { renderWithProviders, type Mock } from '../../test/render';
import { ProblemPanel, ReportProblemMutation, TaskProblemQuery } from './problem-panel';

beforeAll(() => loadProblemTexts());

const END = '2026-12-01T10:00:00.000Z';

function state(problem: Record<string, unknown> | null, canReport = !problem) {
  return {
    data: {
      taskProblem: {
        __typename: 'TaskProblemState',
        taskId: 7,
        canReport,
        windowEndsAt: END,
        problem: problem && {
          __typename: 'TaskProblem',
          id: 3,
          kind: 'damage',
          kindLabel: 'Что-то повреждено',
          text: 'Поцарапал плитку',
          answer: null,
          outcome: null,
          outcomeLabel: null,
          resolvedAt: null,
          ...problem,
        },
      },
    },
  };
}

const read = (result: ReturnType<typeof state>): Mock => ({
  request: { query: TaskProblemQuery, variables: { taskId: 7 } },
  result,
});

const reportMock = (outcome: 'ok' | 'refused'): Mock => ({
  request: {
    query: ReportProblemMutation,
    variables: { taskId: 7, kind: 'damage', text: 'Поцарапал плитку', photoIds: [] },
  },
  result: {
    data: {
      reportProblem:
        outcome === 'ok'
          ? {
              __typename: 'MutationReportProblemSuccess',
              data: { __typename: 'TaskProblemState', taskId: 7, canReport: false },
            }
          : { __typename: 'ConflictError', message: 'Вы уже сообщили о проблеме по этой задаче' },
    },
  },
});

describe('the problem window on a finished task', () => {
  it('offers the entry while the window is open, and the form checks kind and text before sending', async () => {
    renderWithProviders(<ProblemPanel taskId={7} live={false} />, {
      mocks: [read(state(null)), reportMock('ok'), read(state({}))],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сообщить о проблеме' }));
    expect(screen.getByRole('form', { name: 'Что случилось?' })).toBeInTheDocument();
    expect(screen.getByText('До 3 фото: JPEG, PNG, GIF или WebP, до 5 МБ каждое')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите, что случилось');
    await user.selectOptions(screen.getByLabelText('Проблема'), 'damage');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Опишите проблему');
    await user.type(screen.getByLabelText(/Опишите проблему/), 'Поцарапал плитку');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Вы сообщили о проблеме')).toBeInTheDocument();
    expect(screen.getByText('Администратор рассмотрит её и сообщит решение.')).toBeInTheDocument();
  });

  it("keeps the form with the server's refusal", async () => {
    renderWithProviders(<ProblemPanel taskId={7} live={false} />, {
      mocks: [read(state(null)), reportMock('refused')],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сообщить о проблеме' }));
    await user.selectOptions(screen.getByLabelText('Проблема'), 'damage');
    await user.type(screen.getByLabelText(/Опишите проблему/), 'Поцарапал плитку');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Вы уже сообщили о проблеме по этой задаче'),
    );
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  it('shows the answer and the outcome once an admin closed it, and nothing after the window', async () => {
    const { unmount } = renderWithProviders(<ProblemPanel taskId={7} live={false} />, {
      mocks: [
        read(state({ answer: 'Приеду завтра', outcome: 'return_visit', outcomeLabel: 'Мастер приедет повторно' })),
      ],
    });
    expect(await screen.findByText('Решение: Мастер приедет повторно')).toBeInTheDocument();
    expect(screen.getByText('Ответ мастера: Приеду завтра')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProblemPanel taskId={7} live={false} />, { mocks: [read(state(null, false))] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сообщить о проблеме' })).toBeNull());
  });
});
