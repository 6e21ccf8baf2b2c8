/** Ukrainian texts of the marketplace feeds page (issue #45). */
export const feedsMessages = {
  resources: {
    feeds: {
      // smart_count 2 (the menu) takes the second form.
      name: 'Маркетплейс |||| Маркетплейси |||| Маркетплейсів',
    },
  },
  shop: {
    feeds: {
      title: 'Маркетплейси',
      intro:
        'Фіди — це адреси, з яких маркетплейси самі забирають каталог: видимі товари з фото й ціною, з актуальними цінами й наявністю.',
      // The count is formatted ("1 234") beside smart_count, which only picks the word's form;
      // a no-break space keeps the word beside its number.
      products: '%{count}\u00a0товар |||| %{count}\u00a0товари |||| %{count}\u00a0товарів',
      entries: 'У фіді %{products}',
      last_read: 'Маркетплейс читав %{time}: %{products}, %{reader}',
      last_read_no_entries: 'Маркетплейс читав %{time}, %{reader}',
      unknown_reader: 'клієнт не назвався',
      browser: 'браузер %{name}',
      never_read: 'Ще ніхто не читав цей фід',
      copy: 'Копіювати',
      open: 'Відкрити',
      copied: 'Адресу скопійовано',
      copy_failed: 'Не вдалося скопіювати: адресу виділено, натисніть Ctrl+C',
      hints: {
        'google-merchant':
          'Merchant Center → Продукти → Джерела даних → Додати фід за розкладом (URL). Каталог Meta (Commerce Manager → Каталог → Джерела даних) бере ту саму адресу',
        rozetka: 'Вставте адресу в кабінеті продавця Rozetka: Товари → Імпорт → XML',
        prom: 'Кабінет Prom → Товари та послуги → Імпорт → З посилання',
        hotline: 'Кабінет Hotline → Прайс-лист → Посилання на прайс',
      },
      left_out: {
        title: 'Не потрапляють у фіди',
        help: 'Видимі на сайті товари, яких немає в жодному фіді: без фото чи ціни маркетплейси їх не приймуть',
        empty: 'Усі видимі товари потрапляють у фіди',
        shown: 'Показано %{shown} з %{total}',
        id: '№',
        article: 'Артикул',
        name: 'Назва',
        reasons: 'Чому',
        put_back: 'Повернути на маркетплейси',
        put_back_done: 'Товар повернуто на маркетплейси',
      },
      reasons: {
        excluded: 'Прибрано персоналом',
        no_picture: 'Немає фото',
        no_price: 'Немає ціни',
      },
      exclude: {
        title: 'Прибрати товар з маркетплейсів',
        help: 'Товар зникне з усіх фідів, маркетплейси приберуть його при наступному читанні. На сайті він лишається',
        product_id: 'Номер товару',
        product_id_help: '№ зі списку товарів',
        invalid_id: 'Вкажіть номер товару: ціле число від 1',
        submit: 'Прибрати',
        done: 'Товар №%{id} прибрано з маркетплейсів',
      },
      retry: 'Спробувати ще раз',
    },
  },
};
