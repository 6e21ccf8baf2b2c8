import 'server-only';
import type { CategoryNode } from '@kartyna/domain';
import { cache } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { PUBLIC_ANSWER_SECONDS } from '@/lib/api/server-api';
import { shopFetches, shopGet } from '@/lib/api/shop-data';

/** A category as menus show it: its URL path, its name in the page's language, its children. */
export interface MenuCategory {
  type: string;
  path: string;
  name: string;
  children: MenuCategory[];
}

const CONTENT_TTL = PUBLIC_ANSWER_SECONDS;

/**
 * The category tree (hidden nodes already dropped by the API). A failed call gives an empty
 * menu instead of a broken page: the header and footer are on every page, including the
 * error pages that must render while the API is down.
 *
 * Once per request (React's cache): the header, the footer and the page each ask for it, and
 * every ask through shopGet is a fetch-cache read, a JSON parse and a schema check, a first
 * render's cost paid three times. The one fetch still tags the page as before.
 */
export const getCategoryTree = cache(async (): Promise<CategoryNode[]> => {
  try {
    return await shopGet(shopFetches.categoryTree(), CONTENT_TTL);
  } catch (error) {
    console.error('categories-tree unavailable', error);
    return [];
  }
});

const toMenu = (node: CategoryNode, locale: AppLocale, parent: string): MenuCategory => {
  const path = `${parent}/${node.type}`;
  return {
    type: node.type,
    path,
    name: node.name[locale],
    children: node.children.filter((c) => !c.isHidden).map((c) => toMenu(c, locale, path)),
  };
};

/** Top-level categories with their children, named in `locale`, paths under /catalog. */
export const getMenuCategories = cache(async (locale: AppLocale): Promise<MenuCategory[]> => {
  const tree = await getCategoryTree();
  return tree.filter((n) => !n.isHidden).map((n) => toMenu(n, locale, '/catalog'));
});

/** Shop-wide settings (phones, mail, hours, address, social links) as a key → value map; once per request. */
export const getCommonVariables = cache(async (): Promise<Record<string, string>> => {
  try {
    const list = await shopGet(shopFetches.commonVariables(), CONTENT_TTL);
    return Object.fromEntries(list.map((v) => [v.key, v.value]));
  } catch (error) {
    console.error('common-variables unavailable', error);
    return {};
  }
});

export interface ShopInfo {
  name: string;
  phones: string[];
  mail: string;
  workingHours: string;
  takeawayHours: string;
  address: string;
  description: string;
  social: { key: 'telegram' | 'viber' | 'instagram' | 'facebook' | 'tiktok'; url: string }[];
}

const socialKeys = ['telegram', 'viber', 'instagram', 'facebook', 'tiktok'] as const;

/** The contacts block of the footer and the contacts page, in `locale`. */
export const getShopInfo = cache(async (locale: AppLocale): Promise<ShopInfo> => {
  const v = await getCommonVariables();
  return {
    name: v.shop_name ?? 'Kartyna',
    phones: [v.phone_main, v.phone_second].filter((p): p is string => Boolean(p)),
    mail: v.mail ?? '',
    // Empty when the variable is missing: the UI then prints requirements §9's hours from its messages.
    workingHours: v[`working_hours_${locale}`] ?? '',
    takeawayHours: v.takeaway_hours ?? '',
    address: v[`address_${locale}`] ?? '',
    description: v[`footer_description_${locale}`] ?? '',
    social: socialKeys.flatMap((key) => (v[key] ? [{ key, url: v[key] }] : [])),
  };
});

/** "+38 (067) 123-45-67" → "tel:+380671234567" */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
