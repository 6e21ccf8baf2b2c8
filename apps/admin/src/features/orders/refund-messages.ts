/**
 * Ukrainian words of refunds and fiscal receipts on the order page (issue #44), under
 * `shop.orders.refund` and `shop.orders.receipts`; messages.ts puts them in the orders' tree.
 * Apart from messages.ts so neither file outgrows a screen of reading.
 */
export const refundMessages = {
  refund: {
    button: 'Повернути кошти',
    title: 'Повернення коштів',
    amount: 'Сума до повернення, ₴',
    amountHint: 'Можна повернути до %{rest}',
    all: 'Повернути все',
    reason: 'Причина',
    reasonHint: 'Покупець побачить її в листі про повернення',
    presetsLabel: 'Типові причини',
    presets: {
      damaged: 'Пошкоджено під час доставки',
      partial: 'Часткове повернення товару',
      canceled: 'Скасовано після оплати',
    },
    summary: 'Буде повернуто %{amount} з %{paid} на картку покупця %{via}.',
    summaryRest: 'Після цього можна буде повернути ще %{rest}.',
    summaryAll: 'Оплату буде повернуто повністю.',
    summaryInvalid: 'Вкажіть суму, щоб побачити, що буде повернуто.',
    via: {
      liqpay: 'через LiqPay',
      monobank: 'через monobank',
      sandbox: 'через тестовий провайдер (справжні гроші не рухаються)',
      unknown: 'через платіжний сервіс, яким оплачено замовлення',
    },
    submit: 'Повернути',
    busy: 'Повертаємо…',
    notify: {
      done: 'Повернено %{amount} на картку покупця. Покупець отримає лист.',
      pending:
        'Платіжний сервіс зараз не відповідає (%{error}). Повернення %{amount} записано, його буде надіслано ще раз автоматично.',
      failed: 'Платіжний сервіс відмовив у поверненні %{amount}: «%{message}». Гроші не повернуто.',
    },
    error: {
      invalid_amount: 'Вкажіть суму більше 0, не більше двох знаків після коми',
      required_field: 'Вкажіть причину повернення',
      too_long: 'Причина — не більше 500 символів',
      refund_exceeds_rest: 'Сума більша за ту, що лишилася до повернення',
      invalid_data: 'Перевірте суму і причину',
      nothing_to_refund: 'Повертати нічого: оплату вже повернено або онлайн-оплати не було',
      idempotency_key_reused:
        'Цей запит уже надсилали з іншими даними. Закрийте вікно і перевірте список повернень',
      idempotency_in_progress: 'Попередній запит на повернення ще виконується. Зачекайте кілька секунд',
      unauthorized: 'Сесія завершилася: увійдіть знову',
      forbidden: 'Недостатньо прав для повернення коштів',
      csrf_invalid: 'Сесія застаріла: оновіть сторінку',
      not_found: 'Замовлення не знайдено',
      too_many_requests: 'Забагато спроб. Зачекайте хвилину',
      network: "Немає з'єднання з сервером. Спробуйте ще раз — повторне натискання не поверне гроші двічі",
      unexpected_error: 'Сталася помилка на сервері. Спробуйте ще раз — гроші не повернуться двічі',
    },
    section: 'Повернення',
    empty: 'Повернень не було',
    rest: 'Можна повернути ще %{rest}',
    column: { when: 'Коли, хто', amount: 'Сума', reason: 'Причина', status: 'Стан, відповідь сервісу' },
    status: { pending: 'Очікує сервіс', done: 'Повернено', failed: 'Відхилено' },
    lastError: '%{error} · спроб: %{attempts}, буде повторено',
    doneAt: 'повернено %{time}',
    system: 'Система',
  },
  receipts: {
    section: 'Фіскальні чеки',
    empty: 'Чеків ще немає',
    kind: { sell: 'Продаж', return: 'Повернення' },
    status: { pending: 'Надсилається', done: 'Зареєстровано', failed: 'Помилка' },
    column: { kind: 'Чек', status: 'Стан', total: 'Сума' },
    /** the tax service's number of a made receipt */
    code: 'ФН %{code}',
    test: 'ТЕСТОВИЙ',
    testHint: 'Тестова каса: це не фіскальний документ',
    open: 'Відкрити чек',
    retry: 'Надіслати ще раз',
    attempts: 'спроб: %{attempts}',
    retried: 'Чек надіслано ще раз',
  },
};
