// Product tax categories: the standard list, custom categories, and known jurisdiction ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCategoryOf } from '../../src/tax/index.ts';
import { customCategories } from '../../src/store/categories.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

beforeAll(async () => {
  t = await startTestLevy({ databaseKind: 'pglite' });
  seller = await t.createSeller({ rateLimitPerSecond: 1000 });
});
afterAll(() => t.close());

describe('productTaxCategories/list', () => {
  it('lists the standard categories, then the seller’s own', async () => {
    const created = await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/productTaxCategories/create`, {
      id: 'cat-consulting-tx',
      name: 'Consulting, taxed in Texas',
      standardCategoryId: 'professionalServices',
      overrides: [{ jurisId: 'us-TX', taxable: true }],
    });
    expect(created.status).toBe(200);
    expect(created.json()).toEqual({ id: 'cat-consulting-tx' });
    const list = (await t.post('/v1/seller/productTaxCategories/list', {}, { token: seller.apiKey })).json();
    expect(list.productTaxCategories.slice(0, 2)).toEqual([
      { id: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS - General, B2B' },
      { id: { type: 'standard', id: 'saasConsumer' }, name: 'SaaS - General, B2C (personal use)' },
    ]);
    expect(list.productTaxCategories.at(-1)).toEqual({
      id: { type: 'custom', id: 'cat-consulting-tx' },
      name: 'Consulting, taxed in Texas',
    });

    // Another seller sees none of it.
    const other = await t.createSeller();
    const theirs = (await t.post('/v1/seller/productTaxCategories/list', {}, { token: other.apiKey })).json();
    expect(theirs.productTaxCategories.every((c: { id: { type: string } }) => c.id.type === 'standard')).toBe(true);
  });

  it('turns a custom category into what the tax core needs', async () => {
    const rows = new Map((await customCategories(t.levy.db.prisma, seller.sellerId)).map((r) => [r.id, r]));
    expect(lineCategoryOf({ type: 'custom', id: 'cat-consulting-tx' }, rows)).toEqual({
      standard: 'professionalServices',
      overrides: new Map([['us-TX', true]]),
    });
    expect(lineCategoryOf({ type: 'standard', id: 'saasBusiness' }, rows)).toEqual({ standard: 'saasBusiness' });
    expect(lineCategoryOf({ type: 'standard', id: 'nope' }, rows)).toBeNull();
    expect(lineCategoryOf({ type: 'custom', id: 'nope' }, rows)).toBeNull();
  });

  it.each([
    [{ name: 'X', standardCategoryId: 'saasBusiness', id: 'cat-consulting-tx' }, { type: 'idAlreadyInUse' }],
    [
      { name: 'X', standardCategoryId: 'saasBusiness', overrides: [{ jurisId: 'us-ZZ', taxable: true }] },
      { type: 'jurisNotFound', message: 'us-ZZ is not a jurisdiction id Levy knows' },
    ],
    [
      {
        name: 'X',
        standardCategoryId: 'saasBusiness',
        overrides: [
          { jurisId: 'us-TX', taxable: true },
          { jurisId: 'us-TX', taxable: false },
        ],
      },
      { type: 'duplicateJurisIds' },
    ],
  ])('conflicts: %j', async (body, expected) => {
    const res = await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/productTaxCategories/create`, body);
    expect(res.status).toBe(409);
    expect(res.json()).toEqual(expected);
  });

  it('400 for an unknown standard category', async () => {
    const res = await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/productTaxCategories/create`, {
      name: 'X',
      standardCategoryId: 'magic',
    });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^Request body: "standardCategoryId": Invalid enum value\. Expected 'saasBusiness' \| /);
  });
});

describe('registrations name jurisdictions Levy knows', () => {
  it.each(['us-CA', 'us-IL-chicago-lease', 'eu-oss', 'eu-DE', 'ca-federal', 'ca-QC', 'gb-vat'])('%s is accepted', async (jurisId) => {
    const { sellerId } = await t.createSeller();
    expect((await t.admin(`/admin/v1/sellers/id:${sellerId}/registrations/add`, { jurisId, collectingFrom: '2026-01-01' })).status).toBe(
      200,
    );
  });

  it('an unknown one is jurisNotFound', async () => {
    const res = await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, {
      jurisId: 'us-XX',
      collectingFrom: '2026-01-01',
    });
    expect(res.json()).toEqual({ type: 'jurisNotFound', message: 'us-XX is not a jurisdiction id Levy knows' });
  });
});
