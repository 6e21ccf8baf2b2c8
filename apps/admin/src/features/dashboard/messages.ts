/** Ukrainian texts of the dashboard. */
export const dashboardMessages = {
  shop: {
    dashboard: {
      title: 'Огляд',
      today: 'Сьогодні',
      week: 'Цей тиждень',
      orders: 'Замовлення',
      photo_orders: 'Фотокартини',
      revenue: 'Виручка',
      waiting: 'Замовлення чекають',
      photo_new: 'Нові',
      photo_in_production: 'У виробництві',
      stock: 'Склад',
      low_stock: 'Закінчуються (≤ 3)',
      sold_out: 'Розпродано',
      left: 'залишився %{smart_count} шт. |||| залишилося %{smart_count} шт. |||| залишилося %{smart_count} шт.',
      inbox: 'Звернення',
      messages: 'Необроблені повідомлення',
      testimonials: 'Відгуки на модерації',
      note: 'Дні за київським часом, тиждень — з понеділка. Виручка — сума замовлень, крім скасованих (оплачених чи ні).',
    },
  },
};
