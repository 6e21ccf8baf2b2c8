import { loyaltyLevelNames, namesIn } from '@kartyna/domain';
/** Ukrainian texts of the customers screens. */
export const customersMessages = {
  resources: {
    customers: {
      // smart_count 2 (menu, list title) takes Ukrainian's second form.
      name: 'Клієнт |||| Клієнти |||| Клієнти',
      fields: {
        id: '№',
        name: "Ім'я",
        firstName: "Ім'я",
        lastName: 'Прізвище',
        fatherName: 'По батькові',
        mail: 'Пошта',
        phone: 'Телефон',
        locale: 'Мова',
        createdAt: 'Зареєстрований',
        ordersCount: 'Замовлень',
        cumulativePurchases: 'Куплено на суму',
        level: 'Рівень',
        bonusBalance: 'Бонуси',
        toNextLevel: 'До наступного рівня',
        deliveryDepartment: 'Збережене відділення',
        deliveryPostomat: 'Збережений поштомат',
        bonusLedger: 'Рух бонусів',
        photoOrdersCount: 'Фотокартин',
        q: 'Пошук',
      },
    },
  },
  shop: {
    customers: {
      tabs: { profile: 'Профіль', orders: 'Замовлення', bonus: 'Бонуси' },
      photo_orders: 'Фотокартини',
      levels: namesIn(loyaltyLevelNames, 'ua'),
      to_next: '%{amount} ₴ до рівня «%{level}»',
      top_level: 'Найвищий рівень',
      order: { id: '№', createdAt: 'Дата', status: 'Статус', total: 'Сума' },
      bonus: {
        adjust: 'Змінити бонуси',
        apply: 'Застосувати',
        amount: 'Сума, ₴',
        amount_help: 'Додатна сума нараховує, від’ємна списує (наприклад −50)',
        reason: 'Причина',
        done: 'Бонуси змінено',
        empty: 'Рухів бонусів ще не було',
        createdAt: 'Коли',
        kind: 'Що',
        order: 'Замовлення',
        photoOrder: 'Фотокартина № %{id}',
        actor: 'Хто',
        note: 'Примітка',
        kinds: {
          spent: 'Списано в замовленні',
          'spent-returned': 'Повернено після скасування',
          cashback: 'Кешбек',
          'cashback-reversed': 'Кешбек скасовано',
          adjustment: 'Ручна зміна',
        },
        actors: { customer: 'Клієнт', system: 'Система' },
      },
    },
  },
};
