/**
 * Words of a photo picture's print template in the back office (Ukrainian, as the whole back
 * office is: apps/admin/src/i18n/i18n-provider.ts). The shopper-facing words of the same states
 * live in the storefront's messages.
 */
export const photoTemplateMessages = {
  shop: {
    photoTemplate: {
      title: 'Шаблон для друку',
      status: {
        none: 'Шаблон ще не створювали',
        queued: 'У черзі на створення',
        working: 'Створюється…',
        ready: 'Готовий',
        failed: 'Не вдалося створити',
      },
      error: {
        // Refused only past 3 mm a pixel (photoMaxPixelMm); a smaller canvas or the original file helps.
        photo_too_small:
          'Фото замале для цього розміру полотна: один його піксель покрив би понад 3 мм. ' +
          'Попросіть у покупця оригінал фото (не пересланий через месенджер) або запропонуйте менший розмір картини',
        photo_too_plain: 'Фото майже одного кольору: з нього не вийде картина',
        photo_missing: 'Фото не знайдено у сховищі',
        not_found: 'Рядок замовлення зник',
        generation_failed: 'Генерація не вдалася після кількох спроб',
      },
      canvas: 'Полотно %{width}×%{height} см, зерно %{seed}',
      ownCrop: 'кадр покупця',
      centreCrop: 'кадр по центру',
      previewAlt: 'Розфарбована картина (як її побачив покупець)',
      colours: 'Кольорів',
      regions: 'Ділянок',
      smallest: 'Найменша ділянка',
      attempts: 'Спроб',
      download: 'Завантажити %{kind}',
      again: 'Згенерувати знову',
      queuedAgain: 'Шаблон знову в черзі',
      showLegend: 'Легенда фарб',
      hideLegend: 'Сховати легенду',
      legend: {
        number: '№',
        colour: 'Колір',
        hex: 'Hex',
        ml: 'мл',
        regions: 'Ділянок',
      },
    },
  },
};
