/** Product categories (a tree whose first level is the spec's product types), products and places. */
import { boolean, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const proCategory = pgTable(
  'pro_category',
  {
    id: serial().primaryKey(),
    pid: integer(),
    /** Ancestor ids joined with commas and wrapped (",1,4,"), for `search.pids_like`. */
    pids: varchar({ length: 255 }).notNull().default(','),
    name: varchar({ length: 100 }).notNull(),
    code: varchar({ length: 50 }),
    level: integer().notNull(),
    /** The spec's product type code (0-3) of the branch. */
    productType: varchar({ length: 2 }),
    leaf: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    seq: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_category_pid_idx').on(t.pid)],
);

export const zpProduct = pgTable(
  'zp_product',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    name: varchar({ length: 100 }).notNull(),
    brand: varchar({ length: 100 }),
    categoryId: integer(),
    productType: varchar({ length: 2 }).notNull(),
    spec: varchar({ length: 50 }),
    annualOutput: numeric({ precision: 14, scale: 2 }),
    placeId: integer(),
    /** Every place producing it (comma-joined place ids); placeId stays the main one. */
    placeIds: varchar({ length: 255 }),
    /** Pictures by picture type: front and back (one file id each) and others (comma-joined file ids). */
    frontPic: varchar({ length: 20 }),
    backPic: varchar({ length: 20 }),
    otherPics: varchar({ length: 500 }),
    reviewStatus: integer().notNull().default(0),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_product_org_idx').on(t.orgId), index('zp_product_cat_idx').on(t.categoryId)],
);

export const zpPlace = pgTable(
  'zp_place',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    /** Place type code (0-4). */
    type: varchar({ length: 2 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    address: varchar({ length: 255 }),
    isOverseas: boolean().notNull().default(false),
    fishArea: varchar({ length: 100 }),
    addLon: varchar({ length: 15 }),
    addLat: varchar({ length: 15 }),
    /** County-level area code. */
    city: varchar({ length: 12 }),
    towncode: varchar({ length: 12 }),
    area: numeric({ precision: 14, scale: 2 }),
    /** 菜篮子基地 type (BASE_TYPE 1-4) of a base supplying Shenzhen; null: not a basket base. */
    baseType: varchar({ length: 2 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_place_org_idx').on(t.orgId)],
);

/** A product's brand over time: a row each time the brand is set or changed. */
export const zpProductBrand = pgTable(
  'zp_product_brand',
  {
    id: serial().primaryKey(),
    productId: integer().notNull(),
    brand: varchar({ length: 100 }).notNull(),
    createBy: integer(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_product_brand_product_idx').on(t.productId, t.createTime)],
);
