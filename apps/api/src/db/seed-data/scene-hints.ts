/**
 * A picture that contradicts its product's name reads as a broken shop: "Мавка" showed a planet,
 * a round rattan mirror a potted plant. The subject only narrows the scene; words of the name
 * (Ukrainian, lower case) pick the one that shows what is named.
 */
import { mirror, cushion } from './painter-home.js';
import { city, space } from './painter-city.js';
import { figure, homeGood } from './painter-decor.js';
import { animal, stillLife } from './painter-objects.js';
import { festiveTree, flowers, kalyna, sunflowers } from './painter-plants.js';
import { landscape, sea, winter, type Scene } from './painter-scenes.js';

const hints: readonly (readonly [RegExp, Scene])[] = [
  // Home goods first: "Свічка «Лаванда»" is a candle, not a lavender field.
  [/дзеркал/, mirror],
  [/подушк/, cushion],
  [/свічк/, homeGood('candle')],
  [/кашпо|підставка для квітів/, homeGood('pot')],
  [/мавка|мамай|козак|принц|лицар|дівчина|балерина|закохані|прогулянка/, figure],
  [
    /кіт|кошеня|лисиц|кінь|сов[иа]|корги|цуценя|вірний друг|кролик|ведмедик|жираф|динозавр|єдиноріг|вовк|(?:^|\s)кит(?:\s|$)/,
    animal,
  ],
  [/планет|туманність|місячне сяйво/, space],
  [/маяк|вітрил|море|хвиля|рибалка|підводний|ланжерон/, sea],
  [/трамвай|автомобіль|мотоцикл|дворик|сходи|вулички|париж|узвіз|містечко/, city],
  // Before flowers and fields: «Соняшники у вазі» showed pink flowers, «Калина під вікном» a field.
  [/соняшники (?:у вазі|\(за ван гогом)/, sunflowers],
  [/калин/, kalyna],
  [/новорічн|ялинков/, festiveTree],
  [/різдвян|миколая|зимов|сніг|хатинка/, winter],
  [/півонії|тюльпан|ромаш|бузков|маки|лілія|троянд|гортензі|орхіде/, flowers],
  [/виноград|гранат|яблук|фрукт|вино та сир|лимон|кав[аио]|пирог|чай з|великодн|торт/, stillLife],
  [/карпат|долина|озеро|алея|потяг у горах/, landscape],
];

/** The scene a product's name asks for, or undefined to let the subject choose. */
export function sceneForTitle(title: string | undefined): Scene | undefined {
  if (!title) return undefined;
  const words = title.toLowerCase();
  return hints.find(([pattern]) => pattern.test(words))?.[1];
}
