/**
 * Product review: the first flow on the engine. An enterprise submits a product (name, category,
 * spec, brand, pictures, places) for review; management passes it, or fails it with a reason and
 * the enterprise fixes and submits again. Only a passed product can enter an evaluation.
 */
import { PRODUCT_REVIEW } from '../codes';
import { PRODUCT_EDITABLE, PRODUCT_MSG } from '../resources/product';
import { defineFlow, type ActorRule } from './engine';

export type ProductReviewStatus = (typeof PRODUCT_REVIEW)[keyof typeof PRODUCT_REVIEW];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };

export const productReviewFlow = defineFlow<ProductReviewStatus>()({
  key: 'productReview',
  title: '企业产品审核',
  path: '/api/zpproduct/review',
  statusCodes: 'productReview',
  parties: { owner: 'orgId' },
  initial: PRODUCT_REVIEW.draft,
  mainPath: [PRODUCT_REVIEW.draft, PRODUCT_REVIEW.pending, PRODUCT_REVIEW.passed],
  // The enterprise edits its product while it may change it (a draft, or failed review).
  work: {
    productInfo: { label: '产品信息', party: enterprise, statuses: PRODUCT_EDITABLE as readonly ProductReviewStatus[] },
  },
  // What review needs of the product as saved.
  guards: {
    categoryChosen: { text: PRODUCT_MSG.categoryNeeded, work: 'productInfo' },
    placesChosen: { text: PRODUCT_MSG.placesNeeded, work: 'productInfo' },
    enoughPictures: { text: PRODUCT_MSG.picturesNeeded, work: 'productInfo' },
  },
  transitions: [
    { action: 'submit', label: '提交审核', from: [PRODUCT_REVIEW.draft, PRODUCT_REVIEW.failed], to: PRODUCT_REVIEW.pending, actor: enterprise, opinion: 'optional', guards: ['categoryChosen', 'placesChosen', 'enoughPictures'] },
    { action: 'withdraw', label: '撤回', from: [PRODUCT_REVIEW.pending], to: PRODUCT_REVIEW.draft, actor: enterprise, opinion: 'optional' },
    { action: 'pass', label: '审核通过', from: [PRODUCT_REVIEW.pending], to: PRODUCT_REVIEW.passed, actor: management, opinion: 'optional' },
    { action: 'fail', label: '审核不通过', from: [PRODUCT_REVIEW.pending], to: PRODUCT_REVIEW.failed, actor: management, opinion: 'required', danger: true },
  ],
  nextActor: {
    [PRODUCT_REVIEW.draft]: enterprise,
    [PRODUCT_REVIEW.failed]: enterprise,
    [PRODUCT_REVIEW.pending]: management,
  },
});
