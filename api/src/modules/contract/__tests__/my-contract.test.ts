// myContract answers a selection of the application's own columns from the row its statement read
// (contract-applications.ts myContractRow) and any other selection through Prisma: both answer alike,
// and the newest application that is not archived is the one shown.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createMaster, places } from '../../../../../tests/support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLUMNS = `id status statusLabel name phone description photoPath latitude longitude address cityId
  rejectionReason createdAt updatedAt archivedAt`;

describe('myContract', () => {
  it('answers its own columns from the row as Prisma does with a relation asked beside them', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'rejected' });
    await t.db.contract.update({
      where: { id: master.contractId },
      data: { archivedAt: new Date('2026-03-01T10:00:00.123Z') },
    });
    const newest = await t.db.contract.create({
      data: {
        userId: master.userId,
        name: 'Новая заявка',
        phone: '+998901112233',
        description: 'Сантехника, 10 лет',
        latitude: 41.311081,
        longitude: 69.240562,
        address: 'Чиланзар, 9 квартал',
        cityId: place.cityId,
        createdAt: new Date('2026-04-02T08:30:00.456Z'),
        categories: { create: [{ categoryId: category.id }] },
      },
    });

    const plain = await t.gql(`{ myContract { ${COLUMNS} } }`, {}, master.spec);
    const withCity = await t.gql(`{ myContract { ${COLUMNS} city { id } categoryIds } }`, {}, master.spec);

    expect(plain.errors).toBeUndefined();
    const { city, categoryIds, ...columns } = withCity.data.myContract;
    expect(plain.data.myContract).toEqual(columns);
    expect(columns).toMatchObject({
      id: newest.id,
      status: 'pending',
      latitude: 41.311081,
      createdAt: '2026-04-02T08:30:00.456Z',
      archivedAt: null,
    });
    expect({ city, categoryIds }).toEqual({ city: { id: place.cityId }, categoryIds: [category.id] });
  });

  it('is null for a user without an application', async () => {
    expect((await t.gql('{ myContract { id status } }', {}, { id: 782999050, first_name: 'Клиент' })).data).toEqual({
      myContract: null,
    });
  });
});
