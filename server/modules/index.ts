/** Every API area, registered in this order (ARCHITECTURE.md §2: one folder per area). */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import account from './account';
import org from './org';
import area from './area';
import dic from './dic';
import menu from './menu';
import file from './file';
import category from './category';
import log from './log';
import layout from './layout';
import todo from './todo';
import msg from './msg';
import basedata from './basedata';
import geo from './geo';
import screen from './screen';
import place from './place';
import product from './product';
import enterprise from './enterprise';
import history from './history';
import evaluation from './eval';
import evalPre from './eval/pre';
import evalSitePlan from './eval/sitePlan';
import evalDocReview from './eval/docReview';
import evalArchive from './eval/archive';
import evalAnnex from './eval/annex';

export const modules: FastifyPluginAsync<ServerContext>[] = [account, org, area, dic, menu, file, category, log, layout, todo, basedata, msg, geo, screen, place, product, enterprise, history, evaluation, evalPre, evalSitePlan, evalDocReview, evalArchive, evalAnnex];
