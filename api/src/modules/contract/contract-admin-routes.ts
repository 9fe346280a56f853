// Admin contracts (docs/product.md §10): list with filters, details, edit, approve/reject/verify.
import type { FastifyInstance } from 'fastify';
import { ADMIN_CONTRACT_INCLUDE } from './contracts';
import {
  contractListQuery,
  decideContract,
  decisionMessage,
  getAdminContract,
  updateContract,
} from './contract-moderation';
import { pageMeta } from '../../platform/paging';
import { adminContractView, contractFormInput } from './contract-routes';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../http/rest-input';
import { parseContractEdit, parseContractFilters, parseRejectionReason } from './contract-input';
import { parseId } from '../../platform/input/ids';

export function adminContractRoutes(app: FastifyInstance) {
  app.get(
    '/contracts',
    handle('DATA_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filters = parseContractFilters({
        status: query.status,
        cityId: query.city_id ?? query.city,
        categoryId: query.category_id ?? query.category,
        search: query.search,
        archived: query.archived,
        page: query.page,
        perPage: query.per_page,
      });
      const { where, orderBy, page } = contractListQuery(viewerOf(request), filters);
      const { db } = request.ctx;
      const [rows, total] = await Promise.all([
        db.contract.findMany({ where, orderBy, skip: page.skip, take: page.take, include: ADMIN_CONTRACT_INCLUDE }),
        db.contract.count({ where }),
      ]);
      return ok({ data: rows.map(adminContractView), meta: pageMeta(page, total) });
    }),
  );

  app.get(
    '/contracts/:id',
    handle('DATA_LOAD_FAILED', async (request) => {
      const contract = await getAdminContract(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ data: adminContractView(contract) });
    }),
  );

  app.put(
    '/contracts/:id',
    handle('CONTRACT_SEND_REFUSED', async (request) => {
      const id = parseId(pathParam(request, 'id'));
      const form = parseContractEdit(contractFormInput(bodyObject(request)));
      const contract = await updateContract(request.ctx.db, viewerOf(request), id, form);
      return ok({ message: say(request, 'CONTRACT_UPDATED'), data: adminContractView(contract) });
    }),
  );

  for (const decision of ['approve', 'reject', 'verify'] as const) {
    app.post(
      `/contracts/:id/${decision}`,
      handle('CONTRACT_SEND_REFUSED', async (request) => {
        const id = parseId(pathParam(request, 'id'));
        const reason = decision === 'reject' ? parseRejectionReason(bodyObject(request).reason) : null;
        const contract = await decideContract(request.ctx, viewerOf(request), id, decision, reason);
        return ok({ message: say(request, decisionMessage(decision)), data: adminContractView(contract) });
      }),
    );
  }
}
