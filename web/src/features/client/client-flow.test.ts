import {
  clientFlowReducer,
  clientMode,
  INITIAL_FLOW,
  type ClientFlowEvent,
  type ClientFlowState,
  type FlowTask,
} from './client-flow';

const run = (...events: ClientFlowEvent[]) => events.reduce(clientFlowReducer, INITIAL_FLOW);
const task = (status: FlowTask['status'], hasReview = false, id = 11): FlowTask => ({ id, status, hasReview });

describe('client screen modes', () => {
  it('goes initial, detected, active, review, success', () => {
    let state: ClientFlowState = INITIAL_FLOW;
    expect(clientMode(state, null)).toBe('initial');

    state = clientFlowReducer(state, { type: 'descriptionChanged', description: 'Нужен сантехник, течёт кран' });
    state = clientFlowReducer(state, { type: 'categoryDetected', categoryId: 2 });
    expect(clientMode(state, null)).toBe('detected');
    expect(state.detectedCategoryId).toBe(2);

    state = clientFlowReducer(state, { type: 'taskOpened', taskId: 11, explicit: true });
    expect(clientMode(state, null)).toBe('loading');
    expect(clientMode(state, task('sent_to_masters'))).toBe('active');
    expect(clientMode(state, task('in_progress'))).toBe('active');
    expect(clientMode(state, task('completed'))).toBe('review');

    state = clientFlowReducer(state, { type: 'reviewSent' });
    expect(clientMode(state, task('completed'))).toBe('reviewSent');
  });

  it('resets the form after a task is created', () => {
    const state = run(
      { type: 'descriptionChanged', description: 'Нужен электрик' },
      { type: 'categoryDetected', categoryId: 4 },
      { type: 'taskOpened', taskId: 11, explicit: true },
    );
    expect(state.description).toBe('');
    expect(state.step).toBe('describe');
  });

  it('returns to the initial mode after a cancel, with an empty form', () => {
    const state = run({ type: 'taskOpened', taskId: 11, explicit: true }, { type: 'taskCancelled' });
    expect(clientMode(state, task('cancelled'))).toBe('initial');
    expect(state.description).toBe('');
  });

  it('returns to the initial mode when the task on screen is cancelled elsewhere', () => {
    const state = run({ type: 'taskOpened', taskId: 11, explicit: true });
    expect(clientMode(state, task('cancelled'))).toBe('initial');
  });

  it('goes back from the confirmation to the description, keeping the text', () => {
    const state = run(
      { type: 'descriptionChanged', description: 'Собрать шкаф' },
      { type: 'categoryDetected', categoryId: null },
      { type: 'confirmCancelled' },
    );
    expect(clientMode(state, null)).toBe('initial');
    expect(state.description).toBe('Собрать шкаф');
  });

  it('shows a completed task with a review as the active card', () => {
    const state = run({ type: 'taskOpened', taskId: 11, explicit: true });
    expect(clientMode(state, task('completed', true))).toBe('active');
  });

  it('does not let the server current task replace the task on screen or the confirmation', () => {
    const onScreen = run(
      { type: 'taskOpened', taskId: 11, explicit: true },
      { type: 'taskOpened', taskId: 12, explicit: false },
    );
    expect(onScreen.taskId).toBe(11);
    const confirming = run(
      { type: 'categoryDetected', categoryId: 1 },
      { type: 'taskOpened', taskId: 12, explicit: false },
    );
    expect(confirming.taskId).toBeNull();
  });

  it('keeps a task the client moved away from hidden, unless opened on purpose', () => {
    const hidden = run({ type: 'taskOpened', taskId: 11, explicit: true }, { type: 'startNew' });
    expect(clientMode(hidden, task('completed'))).toBe('initial');
    expect(clientFlowReducer(hidden, { type: 'taskOpened', taskId: 11, explicit: false }).taskId).toBeNull();
    expect(clientFlowReducer(hidden, { type: 'taskOpened', taskId: 11, explicit: true }).taskId).toBe(11);
  });
});
