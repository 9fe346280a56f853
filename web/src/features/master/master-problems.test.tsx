import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProblemTexts } from '../../lib/problem-texts';
import { renderWithProviders, type Mock } from '../../test/render';
import { AnswerProblemMutation, MasterProblems, MyProblemsQuery } from './master-problems';

beforeAll(() => loadProblemTexts());

const problem = (answer: string | null) => ({
  __typename: 'TaskProblem',
  id: 3,
  taskId: 7,
  kindLabel: 'Не исправлено',
  text: 'Смеситель снова течёт',
  answer,
  outcomeLabel: null,
});

const list = (answer: string | null): Mock => ({
  request: { query: MyProblemsQuery },
  result: { data: { myProblems: [problem(answer)] } },
});

test('the master reads the problem and answers it once', async () => {
  renderWithProviders(<MasterProblems />, {
    mocks: [
      list(null),
      {
        request: { query: AnswerProblemMutation, variables: { taskId: 7, text: 'Приеду завтра' } },
        result: { data: { answerProblem: { __typename: 'MutationAnswerProblemSuccess' } } },
      },
      list('Приеду завтра'),
    ],
  });
  const user = userEvent.setup();
  expect(await screen.findByText('Смеситель снова течёт')).toBeInTheDocument();
  expect(screen.getByText('Задача №7: Не исправлено')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ответить' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Напишите ответ');
  await user.type(screen.getByLabelText('Ваш ответ (один раз)'), 'Приеду завтра');
  await user.click(screen.getByRole('button', { name: 'Ответить' }));
  expect(await screen.findByText('Ответ мастера: Приеду завтра')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
});
