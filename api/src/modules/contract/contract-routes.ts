// docs/product.md §7 "Master": the master's application (multipart with an optional photo), its read-only card and
// its removal. Thin adapters over modules/contract/contract-applications.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archiveMyContract, getMyContract, submitContract } from './contract-applications';
import type { AdminContract, ContractWithRefs } from './contracts';
import { contractStatusLabel } from './contracts';
import type { UploadedFile } from '../../platform/photos';
import { displayName } from '../../platform/i18n/person-name';
import { languageOf, localized, type Language } from '../../platform/i18n/language';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { readPhotoParts, registerPhotoMultipart } from '../../http/photo-upload';
import { bodyObject } from '../../http/rest-input';
import { parseContractSubmission, type ContractFormInput } from './contract-input';

// docs/product.md §3 "Master contract" field names (mixed case as written there), plus id, label and history.
export function contractView(contract: ContractWithRefs, language: Language = 'ru') {
  return {
    id: contract.id,
    status: contract.status,
    status_label: contractStatusLabel(contract.status, language),
    name: contract.name,
    phone: contract.phone,
    description: contract.description,
    category_ids: contract.categories.map((link) => link.categoryId),
    categories: contract.categories.map((link) => ({
      id: link.category.id,
      name: localized(language, link.category.name, link.category.nameUz),
    })),
    latitude: contract.latitude,
    longitude: contract.longitude,
    address: contract.address,
    cityId: contract.cityId,
    city: { id: contract.city.id, name: localized(language, contract.city.name, contract.city.nameUz) },
    districtIds: contract.districts.map((link) => link.districtId),
    districts: contract.districts.map((link) => ({
      id: link.district.id,
      name: localized(language, link.district.name, link.district.nameUz),
    })),
    photoPath: contract.photoPath,
    rejectionReason: contract.rejectionReason,
    createdAt: contract.createdAt,
    updatedAt: contract.updatedAt,
    archivedAt: contract.archivedAt,
  };
}

export function adminContractView(contract: AdminContract) {
  const { user } = contract;
  return {
    ...contractView(contract),
    // the response standard's badge and the master's duty (docs/product.md §12)
    top_usta: contract.topUsta,
    on_duty: contract.onDuty,
    user: {
      id: user.id,
      telegram_id: user.telegramId.toString(),
      name: displayName(user),
      username: user.username,
    },
  };
}

// category_ids[0], category_ids[], category_ids: every spelling of a list field the forms use
const LIST_FIELD = /^(category_ids|district_ids)(\[\d*\])?$/;
const SCALAR_FIELDS = new Set(['name', 'phone', 'description', 'latitude', 'longitude', 'address', 'city_id']);

function collectField(input: Record<string, unknown>, name: string, value: unknown) {
  const list = LIST_FIELD.exec(name);
  if (list) {
    const key = list[1];
    const current = input[key];
    const values = Array.isArray(value) ? value : [value];
    input[key] = [...(Array.isArray(current) ? current : []), ...values];
  } else if (SCALAR_FIELDS.has(name)) {
    input[name] = value;
  }
}

// Reads the multipart form: the application's fields, and at most one file in `photo`.
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; photo: UploadedFile | null }> {
  const fields: Record<string, unknown> = {};
  const photo = await readPhotoParts(request, 'VALIDATION_FAILED', (name, value) => collectField(fields, name, value));
  return { fields, photo };
}

// docs/product.md's form names (a JSON body uses them too) as the edge's parser names them
export function contractFormInput(fields: Record<string, unknown>): ContractFormInput {
  return {
    name: fields.name,
    phone: fields.phone,
    description: fields.description,
    categoryIds: fields.category_ids,
    cityId: fields.city_id,
    districtIds: fields.district_ids,
    latitude: fields.latitude,
    longitude: fields.longitude,
    address: fields.address,
  };
}

export function contractRoutes(app: FastifyInstance) {
  app.get(
    '/master/contract',
    handle('DATA_LOAD_FAILED', async (request) => {
      const contract = await getMyContract(request.ctx.db, viewerOf(request));
      return ok({ data: contract ? contractView(contract, languageOf(request.ctx.viewer)) : null });
    }),
  );

  app.delete(
    '/master/contract/archive',
    handle('CONTRACT_DELETE_FAILED', async (request) => {
      await archiveMyContract(request.ctx, viewerOf(request));
      return ok({ message: say(request, 'CONTRACT_ARCHIVED') });
    }),
  );

  // multipart only in this scope: the rest of the API keeps its JSON body limit
  app.register(async (scope) => {
    await registerPhotoMultipart(scope, { fields: 300, parts: 302 });
    scope.post(
      '/master/contract',
      handle('CONTRACT_SUBMIT_FAILED', async (request, reply) => {
        const { fields, photo } = request.isMultipart()
          ? await readMultipart(request)
          : { fields: bodyObject(request), photo: null };
        const form = parseContractSubmission(contractFormInput(fields));
        const contract = await submitContract(request.ctx, viewerOf(request), form, photo);
        return reply.code(201).send(
          ok({
            message: say(request, 'CONTRACT_SUBMITTED'),
            errors: {},
            data: contractView(contract, languageOf(request.ctx.viewer)),
          }),
        );
      }),
    );
  });
}
