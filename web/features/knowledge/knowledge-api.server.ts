import { data, type RouterContextProvider } from 'react-router';
import { documentation, type KnowledgeArea, solomon } from '../../../common/contracts/knowledge.ts';
import { ApiError } from '../../lib/api.ts';
import { requestServices } from '../../lib/request-context.ts';

export type Context = Readonly<RouterContextProvider>;

/** The calls both areas have, under the area's own paths (common/contracts/knowledge.ts). */
export function areaContracts(area: KnowledgeArea) {
  return area === 'documentation' ? documentation : solomon;
}

export function apiOf(context: Context) {
  return context.get(requestServices).api;
}

export const notFound = () => data(null, { status: 404 });

/** The API's "no such thing" (and a malformed id it refuses) is the site's not-found page. */
export function rethrowMissing(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
  throw error;
}
