import type {
  DeliveryType,
  Locale,
  OrderStatus,
  PaymentStatus,
  PaymentType,
  PhotoComplectation,
  Subject,
  UserLevel,
} from './enums';
import type { ParcelState } from './parcel';

/**
 * One name per thing, in both languages: the storefront, the cabinet, the mails and the back
 * office all take a loyalty level, a subject, a status, a payment or a delivery type by these
 * words (the web app's message files are checked against them by a test), so a customer on the
 * phone and the staff member answering them say the same thing.
 */
export interface Names {
  ua: string;
  ru: string;
}

export const loyaltyLevelNames: Record<UserLevel, Names> = {
  beginner: { ua: 'Початківець', ru: 'Новичок' },
  wisher: { ua: 'Мрійник', ru: 'Мечтатель' },
  artist: { ua: 'Художник', ru: 'Художник' },
  'master-of-art': { ua: 'Майстер живопису', ru: 'Мастер живописи' },
};

/** The subjects' default names; the seed names the catalogue's categories with them. */
export const subjectNames: Record<Subject, Names> = {
  patriotic: { ua: 'Патріотичні', ru: 'Патриотические' },
  'golden-picture': { ua: 'Золоті картини', ru: 'Золотые картины' },
  'composition-metalic': { ua: 'Композиції з металіком', ru: 'Композиции с металликом' },
  people: { ua: 'Люди', ru: 'Люди' },
  animals: { ua: 'Тварини', ru: 'Животные' },
  flowers: { ua: 'Квіти', ru: 'Цветы' },
  kitchen: { ua: 'Для кухні', ru: 'Для кухни' },
  scenery: { ua: 'Пейзажі', ru: 'Пейзажи' },
  'still-life': { ua: 'Натюрморти', ru: 'Натюрморты' },
  reproduction: { ua: 'Репродукції', ru: 'Репродукции' },
  holidays: { ua: 'Свята', ru: 'Праздники' },
  winter: { ua: 'Зима', ru: 'Зима' },
  'character-and-heroes': { ua: 'Персонажі та герої', ru: 'Персонажи и герои' },
  'emi-dgadd': { ua: 'Емі Дгадд', ru: 'Эми Дгадд' },
  'space-and-abstraction': { ua: 'Космос та абстракція', ru: 'Космос и абстракция' },
  transport: { ua: 'Транспорт', ru: 'Транспорт' },
  'for-children': { ua: 'Для дітей', ru: 'Для детей' },
  men: { ua: 'Для чоловіків', ru: 'Для мужчин' },
  sea: { ua: 'Море', ru: 'Море' },
  cities: { ua: 'Міста', ru: 'Города' },
  'icons-and-angels': { ua: 'Ікони та ангели', ru: 'Иконы и ангелы' },
  anime: { ua: 'Аніме', ru: 'Аниме' },
  sport: { ua: 'Спорт', ru: 'Спорт' },
  money: { ua: 'Грошові', ru: 'Денежные' },
  'interior-solution': { ua: 'Інтер’єрні рішення', ru: 'Интерьерные решения' },
  'for-gift': { ua: 'На подарунок', ru: 'В подарок' },
  mosaik: { ua: 'Мозаїка', ru: 'Мозаика' },
  'acril-varnish': { ua: 'Акриловий лак', ru: 'Акриловый лак' },
  molbert: { ua: 'Мольберти', ru: 'Мольберты' },
  tassel: { ua: 'Пензлі', ru: 'Кисти' },
  dye: { ua: 'Фарби', ru: 'Краски' },
  canvas: { ua: 'Полотна на підрамнику', ru: 'Холсты на подрамнике' },
  'mosaik-stylus': { ua: 'Стилуси для мозаїки', ru: 'Стилусы для мозаики' },
  'gift-packing': { ua: 'Подарункове пакування', ru: 'Подарочная упаковка' },
  'picture-frames': { ua: 'Рамки для картин', ru: 'Рамки для картин' },
  'paper-and-pencils': { ua: 'Папір та олівці', ru: 'Бумага и карандаши' },
  'for-mosaik': { ua: 'Все для мозаїки', ru: 'Всё для мозаики' },
  organizers: { ua: 'Органайзери', ru: 'Органайзеры' },
  candle: { ua: 'Свічки', ru: 'Свечи' },
  kasko: { ua: 'Кашпо', ru: 'Кашпо' },
  stand: { ua: 'Підставки', ru: 'Подставки' },
  other: { ua: 'Інше', ru: 'Другое' },
};

export const orderStatusNames: Record<OrderStatus, Names> = {
  requested: { ua: 'Прийнято', ru: 'Принят' },
  processed: { ua: 'В обробці', ru: 'В обработке' },
  'lading-bill-created': { ua: 'Створено накладну', ru: 'Создана накладная' },
  sent: { ua: 'Відправлено', ru: 'Отправлен' },
  delivered: { ua: 'Доставлено', ru: 'Доставлен' },
  received: { ua: 'Виконано', ru: 'Выполнен' },
  canceled: { ua: 'Скасовано', ru: 'Отменён' },
  returning: { ua: 'Повертається до магазину', ru: 'Возвращается в магазин' },
  returned: { ua: 'Повернено до магазину', ru: 'Возвращён в магазин' },
};

/** Where the carrier last said a parcel is (parcel.ts), as staff read it in the order lists. */
export const parcelStateNames: Record<ParcelState, Names> = {
  created: { ua: 'Накладна створена', ru: 'Накладная создана' },
  'in-transit': { ua: 'У дорозі', ru: 'В пути' },
  'at-branch': { ua: 'У відділенні', ru: 'В отделении' },
  received: { ua: 'Отримана', ru: 'Получена' },
  refused: { ua: 'Повертається', ru: 'Возвращается' },
  unknown: { ua: 'Перевізник не знає', ru: 'Перевозчик не знает' },
};

export const paymentStatusNames: Record<PaymentStatus, Names> = {
  awaiting: { ua: 'Очікує оплати', ru: 'Ожидает оплаты' },
  paid: { ua: 'Оплачено', ru: 'Оплачено' },
  failed: { ua: 'Оплата не пройшла', ru: 'Оплата не прошла' },
  refunded: { ua: 'Кошти повернуто', ru: 'Деньги возвращены' },
};

export const paymentTypeNames: Record<PaymentType, Names> = {
  card: { ua: 'Карткою онлайн', ru: 'Картой онлайн' },
  'apple-pay': { ua: 'Apple Pay', ru: 'Apple Pay' },
  'google-pay': { ua: 'Google Pay', ru: 'Google Pay' },
  cod: { ua: 'Накладений платіж', ru: 'Наложенный платёж' },
  account: { ua: 'На рахунок', ru: 'На счёт' },
};

export const deliveryTypeNames: Record<DeliveryType, Names> = {
  post: { ua: 'Нова пошта, відділення', ru: 'Новая почта, отделение' },
  postomat: { ua: 'Нова пошта, поштомат', ru: 'Новая почта, почтомат' },
  'new-post-address': { ua: "Нова пошта, кур'єр", ru: 'Новая почта, курьер' },
  takeaway: { ua: 'Самовивіз в Одесі', ru: 'Самовывоз в Одессе' },
  'ukr-post': { ua: 'Укрпошта', ru: 'Укрпочта' },
  'new-intr': { ua: 'Нова пошта, за кордон', ru: 'Новая почта, за границу' },
  'ukr-intr': { ua: 'Укрпошта, за кордон', ru: 'Укрпочта, за границу' },
};

/** A photo picture's complectation: the storefront's choice, the printed legend's header. */
export const photoComplectationNames: Record<PhotoComplectation, Names> = {
  classic: { ua: 'Класична', ru: 'Классическая' },
  premium: { ua: 'Преміум', ru: 'Премиум' },
};

/** `{ key: name }` in one language, as message files and select choices want them. */
export function namesIn<K extends string>(names: Record<K, Names>, locale: Locale): Record<K, string> {
  return Object.fromEntries(Object.entries<Names>(names).map(([key, n]) => [key, n[locale]])) as Record<
    K,
    string
  >;
}

/** A staff member as the history names them: "Олена Коваль", or the mail when the account has no name. */
export function staffName(user: { firstName: string; lastName: string; mail: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.mail;
}
