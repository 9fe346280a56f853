// The /client screen's modes (docs/product.md §2, §4): what the client did on this screen, plus what the server
// says about the task on screen, give the mode. Pure, so every transition is tested on its own.
import type { TaskStatus } from '../../gql/graphql';

export type ClientMode = 'initial' | 'detected' | 'loading' | 'active' | 'review' | 'reviewSent';

export interface FlowTask {
  id: number;
  status: TaskStatus;
  hasReview: boolean;
}

// what detection said, for the confirmation form to announce: the category, or the likeliest ones to offer
export interface DetectionSummary {
  category: { id: number; name: string } | null;
  alternatives: { id: number; name: string }[];
  // the text asks for no service (thanks, chatter): the form asks once before posting it
  notARequest?: boolean;
  // no trade found at all: the categories most posted in the client's city, to start from
  popular: { id: number; name: string }[];
}

export interface ClientFlowState {
  step: 'describe' | 'confirm';
  description: string;
  detectedCategoryId: number | null;
  detection: DetectionSummary | null;
  // the task on screen
  taskId: number | null;
  // a task the client moved away from ('Создать новую задачу', a cancel): the server's current task
  // does not bring it back during this visit
  hiddenTaskId: number | null;
  reviewSentForTaskId: number | null;
}

export type ClientFlowEvent =
  | { type: 'descriptionChanged'; description: string }
  | { type: 'categoryDetected'; categoryId: number | null; detection?: DetectionSummary }
  | { type: 'confirmCancelled' }
  // created, opened from the list or a deep link, refused as "already active", or the server's current task
  | { type: 'taskOpened'; taskId: number; explicit: boolean }
  | { type: 'taskCancelled' }
  | { type: 'reviewSent' }
  | { type: 'startNew' };

export const INITIAL_FLOW: ClientFlowState = {
  step: 'describe',
  description: '',
  detectedCategoryId: null,
  detection: null,
  taskId: null,
  hiddenTaskId: null,
  reviewSentForTaskId: null,
};

export function clientFlowReducer(state: ClientFlowState, event: ClientFlowEvent): ClientFlowState {
  switch (event.type) {
    case 'descriptionChanged':
      return { ...state, description: event.description };
    case 'categoryDetected':
      return { ...state, step: 'confirm', detectedCategoryId: event.categoryId, detection: event.detection ?? null };
    case 'confirmCancelled':
      return { ...state, step: 'describe', detectedCategoryId: null, detection: null };
    case 'taskOpened':
      if (!event.explicit && (event.taskId === state.hiddenTaskId || state.taskId !== null || state.step === 'confirm'))
        return state;
      return {
        ...INITIAL_FLOW,
        taskId: event.taskId,
        hiddenTaskId: state.hiddenTaskId === event.taskId ? null : state.hiddenTaskId,
      };
    case 'taskCancelled':
      // docs/product.md §4: after a successful cancel the form resets
      return { ...INITIAL_FLOW, hiddenTaskId: state.taskId };
    case 'reviewSent':
      return { ...state, reviewSentForTaskId: state.taskId };
    case 'startNew':
      return { ...INITIAL_FLOW, hiddenTaskId: state.taskId };
  }
}

export function clientMode(state: ClientFlowState, task: FlowTask | null | undefined): ClientMode {
  const formMode: ClientMode = state.step === 'confirm' ? 'detected' : 'initial';
  if (state.taskId === null) return formMode;
  if (state.reviewSentForTaskId === state.taskId) return 'reviewSent';
  if (!task || task.id !== state.taskId) return 'loading';
  // docs/product.md §2: a cancelled task returns the screen to the initial mode
  if (task.status === 'cancelled') return formMode;
  if (task.status === 'completed' && !task.hasReview) return 'review';
  return 'active';
}
