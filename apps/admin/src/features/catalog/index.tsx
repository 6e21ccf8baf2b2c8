import CategoryIcon from '@mui/icons-material/AccountTree';
import StraightenIcon from '@mui/icons-material/Straighten';
import PaletteIcon from '@mui/icons-material/Palette';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { CategoryCreate, CategoryEdit, CategoryList } from './category-screens';
import { ProductCreate, ProductEdit } from './product-form';
import { ProductList } from './product-list';
import { SizeCreate, SizeList } from './size-screens';

/** The catalog screens as react-admin resources; every staff role manages the catalogue. */
export function catalogResources(_role: string): ReactNode[] {
  return [
    <Resource
      key="products"
      name="products"
      list={ProductList}
      edit={ProductEdit}
      create={ProductCreate}
      icon={PaletteIcon}
      recordRepresentation={(r: { article: string; nameUa: string }) => `${r.article} — ${r.nameUa}`}
    />,
    <Resource
      key="categories"
      name="categories"
      list={CategoryList}
      edit={CategoryEdit}
      create={CategoryCreate}
      icon={CategoryIcon}
      recordRepresentation="label"
    />,
    <Resource
      key="sizes"
      name="sizes"
      list={SizeList}
      create={SizeCreate}
      icon={StraightenIcon}
      recordRepresentation="value"
    />,
  ];
}
