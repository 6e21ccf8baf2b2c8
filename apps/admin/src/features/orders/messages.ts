import {
  deliveryTypeNames,
  namesIn,
  paymentAttemptStatusNames,
  paymentProviderNames,
  paymentTypeNames,
} from '@kartyna/domain';
import { refundMessages } from './refund-messages';

/** The list columns and filters both kinds of order have. */
const listFields = {
  id: '№',
  createdAt: 'Дата',
  status: 'Статус',
  paymentStatus: 'Оплата',
  customerName: 'Покупець',
  phone: 'Телефон',
  email: 'Пошта',
  deliveryType: 'Доставка',
  paymentType: 'Спосіб оплати',
  total: 'Сума',
  q: 'Пошук',
  from: 'Від дати',
  to: 'До дати',
};

/**
 * Ukrainian texts of the orders screens: resource names, field labels, actions. Payment and
 * delivery words are the storefront's own (apps/web/src/messages/ua/cabinet.json), so staff and
 * customers name them the same way on the phone; status words are shared (shop.order_status,
 * shop.payment_status in i18n/shop-messages.ts).
 */
export const ordersMessages = {
  resources: {
    orders: {
      name: 'Замовлення |||| Замовлення',
      fields: { ...listFields, lineCount: 'Позицій', waybillNumber: 'ТТН' },
    },
    'photo-orders': {
      name: 'Фотокартина |||| Фотокартини',
      fields: { ...listFields, imageUrl: 'Фото', pictureCount: 'Картин' },
    },
  },
  shop: {
    // The refund's and the receipt's refusals (issue #44), wherever a call reports them.
    errors: {
      nothing_to_refund: 'Повертати нічого: оплату вже повернено або онлайн-оплати не було',
      refund_exceeds_rest: 'Сума більша за ту, що лишилася до повернення',
      fiscal_receipt_not_failed: 'Цей чек не має помилки: надсилати його ще раз не потрібно',
      idempotency_key_reused: 'Цей запит уже надсилали з іншими даними. Оновіть сторінку',
      idempotency_in_progress: 'Попередній запит ще виконується. Зачекайте кілька секунд',
    },
    validation: { refund_exceeds_rest: 'Сума більша за ту, що лишилася до повернення' },
    orders: {
      ...refundMessages,
      menu: 'Замовлення',
      photoMenu: 'Фотокартини',
      searchHint: 'Телефон, пошта, № або прізвище',
      allStatuses: 'Усі',
      title: 'Замовлення № %{id}',
      photoTitle: 'Фотокартина %{number}',
      empty: 'Замовлень не знайдено',
      paymentType: namesIn(paymentTypeNames, 'ua'),
      deliveryType: namesIn(deliveryTypeNames, 'ua'),
      /** one online payment attempt's end, and the provider it went through */
      paymentAttempt: namesIn(paymentAttemptStatusNames, 'ua'),
      provider: namesIn(paymentProviderNames, 'ua'),
      photo: {
        classic: 'Класична',
        premium: 'Преміум',
        urgently: 'Термінова',
        standart: 'Звичайний термін',
      },
      actor: {
        customer: 'Покупець',
        staff: 'Персонал',
        system: 'Система',
      },
      section: {
        lines: 'Товари',
        pictures: 'Картини',
        totals: 'Підсумок',
        customer: 'Покупець',
        delivery: 'Доставка',
        payment: 'Оплата',
        history: 'Історія статусів',
        note: 'Нотатка персоналу',
        actions: 'Змінити статус',
      },
      field: {
        article: 'Артикул',
        product: 'Товар',
        price: 'Ціна',
        amount: 'К-сть',
        lineTotal: 'Сума',
        goodsTotal: 'Товари',
        picturesTotal: 'Картини',
        bonusSpent: 'Оплачено бонусами',
        discount: 'Знижка за акцією',
        promoCodeLine: 'код %{code}',
        automaticPromotion: 'автоматично',
        codFee: 'Комісія накладеного платежу (перевізнику)',
        total: 'До сплати',
        name: "Ім'я",
        phone: 'Телефон',
        email: 'Пошта',
        comment: 'Коментар покупця',
        account: 'Обліковий запис',
        guest: 'Гість (без облікового запису)',
        city: 'Місто',
        branch: 'Відділення',
        postomat: 'Поштомат',
        address: 'Адреса',
        country: 'Країна',
        postIndex: 'Індекс',
        waybillNumber: 'Номер ТТН',
        paymentType: 'Спосіб',
        paymentStatus: 'Стан оплати',
        payments: 'Платежі',
        noPayments: 'Онлайн-платежів не було',
        testPayment: 'Тестова оплата — гроші не списувались. Не відправляйте як оплачене.',
        testPaymentMark: 'Тестова оплата',
        picture: 'Картина',
        photoSmall: 'Фото невеликого розміру: дрібні деталі буде спрощено',
        size: 'Розмір',
        complectation: 'Комплектація',
        speed: 'Термін',
        note: 'Нотатка (покупець її не бачить)',
        statusNote: 'Коментар до зміни (необовʼязково)',
        historyEmpty: 'Статус ще не змінювали',
        by: 'Хто',
      },
      action: {
        moveTo: '%{status}',
        noMoves: 'Це замовлення вже не змінює статус',
        waybillTitle: 'Номер ТТН для статусу «Створено накладну»',
        waybillHint: '14 цифр, наприклад 20450012345678',
        waybillTaken: 'Ця ТТН уже вказана в замовленні %{order}. Перевірте номер на етикетці',
        createWaybill: 'Створити ТТН через Нову пошту',
        createWaybillConfirm: 'Створити накладну в Новій пошті для замовлення № %{id}?',
        cancelTitle: 'Скасувати замовлення № %{id}?',
        cancelContent:
          'Товари повернуться на склад, а витрачені бонуси — покупцеві, і покупець отримає лист. Цю дію не можна скасувати.',
        confirmTitle: 'Змінити статус замовлення № %{id} на «%{status}»?',
        confirmButton: 'Змінити й повідомити',
        confirmUndoable:
          'Покупець отримає лист про новий статус. Протягом хвилини зміну можна скасувати — тоді лист не піде.',
        confirmFinal: 'Покупець отримає лист, а бонуси й кешбек буде нараховано. Цю дію не можна скасувати.',
        confirmPhotoTitle: 'Змінити статус замовлення Ф-%{id} на «%{status}»?',
        cancelPhotoTitle: 'Скасувати замовлення Ф-%{id}?',
        cancelPhotoContent:
          'Покупець отримає лист про скасування; якщо замовлення оплачено карткою, поверніть гроші в кабінеті платіжного сервісу. Цю дію не можна скасувати.',
        // A refused parcel came back (issue #26): confirming puts a shop order's goods back in stock.
        returnedTitle: 'Посилка замовлення № %{id} повернулася до магазину?',
        returnedContent:
          'Товари замовлення повернуться на склад. Підтверджуйте, коли посилка вже у вас. Цю дію не можна скасувати.',
        returnedPhotoTitle: 'Посилка замовлення Ф-%{id} повернулася до магазину?',
        returnedPhotoContent: 'Підтверджуйте, коли посилка вже у вас. Цю дію не можна скасувати.',
        saveNote: 'Зберегти нотатку',
        download: 'Завантажити оригінал',
        open: 'Відкрити',
        tracking: 'Перевірити ТТН',
      },
      notify: {
        statusChanged: 'Статус змінено: %{status}',
        waybillCreated: 'ТТН %{number} створено',
        noteSaved: 'Нотатку збережено',
        statusUndone: 'Зміну скасовано, статус знову: %{status}',
      },
      undo: {
        label: 'Скасування зміни статусу',
        text: 'Статус змінено на «%{status}». Лист покупцеві піде через %{seconds}\u00a0с.',
        button: 'Скасувати зміну',
        historyNote: 'Скасування попередньої зміни',
      },
    },
  },
};
