/**
 * Supervision (监督, FLOW_JD_; WORKFLOWS.md §3, calls document §7.7, every call under /api/jd/):
 * the records of a plan, its tasks, the products in scope and their results, and the on-site
 * work, shared by the server (server/modules/jd) and the client (the jd-* pages and widgets).
 * One file per concern: paths, messages, plans (plans, tasks, products, results), site (the on-site
 * work), materials, annual (the year's figures).
 *
 *   plan        监督计划: a type of supervision by some methods over chosen valid certificates
 *   prod        a certificate (its product) in a plan, then in the task of its enterprise
 *   task        监督任务: one enterprise's products of a plan, sent to a supervision unit (and a testing unit)
 *   record      the result of one product of a task: opinion, test opinion, conclusion
 *   site        the on-site work of a task (`onSiteId`): team, task book, nonconformity report
 *   site plan   one visit per place (`onSitePlanId`): dates, products seen, spot items planned; a sub-flow
 *   date, schedule, observed, non, non_exp, his_non, photo      what the visit records
 *   doc_review, doc_problem, doc_annex                          the document review of the enterprise's documents
 *   mat, mat_item                                               the task's materials and their archive checklist
 *   report, rpt_item                                            the supervision report and its items
 *   spot        the testing unit's spot-test items (product, water, soil …) with results and test opinions
 */
export * from './paths';
export * from './messages';
export * from './plans';
export * from './site';
export * from './materials';
export * from './annual';
