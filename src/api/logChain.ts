/** The audit logs' check (src/domain/logChain.ts): each chain sealed and walked by the server. */
import { opsCalls } from '@/domain/calls/ops';
import { callApi } from './call';

export const logChainKeys = { all: ['logChains'] as const };

export const fetchLogChains = () => callApi(opsCalls.logChains, {});
