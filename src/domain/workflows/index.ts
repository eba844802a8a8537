/** Every flow on the engine by key: the server registers them, the client looks them up by a record's flow. */
import type { WorkflowDef } from './engine';
import { productReviewFlow } from './productReview';

export const WORKFLOWS: Readonly<Record<string, WorkflowDef>> = {
  [productReviewFlow.key]: productReviewFlow,
};
