import type { Subject } from '@kartyna/domain';
import { subjectPalettes } from './palettes.js';
import { SHOP_NAME } from './seo-data.js';

export { seedTestimonials, type SeedTestimonial } from './testimonials.js';
export { seedSeoData, type SeedSeoEntry } from './seo-data.js';

export interface SeedClientWork {
  titleUa: string;
  titleRu: string;
  authorName: string;
  palette: string[];
  subject: Subject;
  position: number;
}

export interface SeedCommonVariable {
  key: string;
  value: string;
}

const pal = (subject: string, from: number): string[] => {
  const family = subjectPalettes[subject] ?? [];
  return [...family.slice(from), ...family.slice(0, from)].slice(0, 5);
};

const works: [string, string, string, Subject][] = [
  ['Соняшникове поле', 'Подсолнуховое поле', 'Олена К., Київ', 'patriotic'],
  ['Маяк на скелі', 'Маяк на скале', 'Андрій П., Одеса', 'sea'],
  ['Півонії у глечику', 'Пионы в кувшине', 'Ірина М., Львів', 'flowers'],
  ['Рудий кіт на підвіконні', 'Рыжий кот на подоконнике', 'Марина С., Дніпро', 'animals'],
  ['Нічна Одеса', 'Ночная Одесса', 'Світлана Г., Одеса', 'cities'],
  ['Зимовий ліс', 'Зимний лес', 'Тетяна В., Харків', 'winter'],
  ['Карпатський світанок', 'Карпатский рассвет', 'Богдан Л., Ужгород', 'scenery'],
  ['Виноград і глечик', 'Виноград и кувшин', 'Наталія Р., Вінниця', 'still-life'],
  ['Зоряна ніч (за Ван Гогом)', 'Звёздная ночь (по Ван Гогу)', 'Юлія Д., Запоріжжя', 'reproduction'],
  ['Ангел-охоронець', 'Ангел-хранитель', 'Людмила Ч., Полтава', 'icons-and-angels'],
  ['Дерево життя', 'Древо жизни', 'Оксана Б., Чернівці', 'golden-picture'],
  ['Веселий жираф', 'Весёлый жираф', 'Софійка, 8 років, Миколаїв', 'for-children'],
];

export const seedClientWorks: SeedClientWork[] = works.map(([titleUa, titleRu, authorName, subject], i) => ({
  titleUa,
  titleRu,
  authorName,
  palette: pal(subject, i % 3),
  subject,
  position: i + 1,
}));

export const seedCommonVariables: SeedCommonVariable[] = [
  { key: 'shop_name', value: SHOP_NAME },
  { key: 'phone_main', value: '+38 (067) 123-45-67' },
  { key: 'phone_second', value: '+38 (093) 765-43-21' },
  { key: 'mail', value: 'info@kartyna.com.ua' },
  { key: 'working_hours_ua', value: 'Пн–Пт 10:00–18:00' },
  { key: 'working_hours_ru', value: 'Пн–Пт 10:00–18:00' },
  { key: 'takeaway_hours', value: '13:30–18:00' },
  { key: 'address_ua', value: 'м. Одеса, вул. Канатна, 22' },
  { key: 'address_ru', value: 'г. Одесса, ул. Канатная, 22' },
  { key: 'telegram', value: 'https://t.me/kartyna_shop' },
  { key: 'viber', value: 'viber://chat?number=%2B380671234567' },
  { key: 'instagram', value: 'https://www.instagram.com/kartyna.com.ua' },
  { key: 'facebook', value: 'https://www.facebook.com/kartyna.com.ua' },
  { key: 'tiktok', value: 'https://www.tiktok.com/@kartyna_shop' },
  {
    key: 'footer_description_ua',
    value:
      'Kartyna — інтернет-магазин картин за номерами, алмазної мозаїки та товарів для творчості з Одеси. Відправляємо по всій Україні за 1–3 робочі дні.',
  },
  {
    key: 'footer_description_ru',
    value:
      'Kartyna — интернет-магазин картин по номерам, алмазной мозаики и товаров для творчества из Одессы. Отправляем по всей Украине за 1–3 рабочих дня.',
  },
];
