import { normalizePhone } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, PHONE_PREFIX, type PhoneFieldState } from './phone-mask';

/**
 * The field as the browser drives it (issue #48): each keystroke inserts one character at the
 * caret, a paste inserts the whole text there, Backspace/Delete remove one character; the mask
 * then gives the next value and caret. The keys go one by one through applyPhoneEdit.
 */
const WANTED = '+38 (067) 123-45-67';
const EMPTY: PhoneFieldState = { value: '', caret: 0 };
/** What the field holds right after focus: the prefilled "+38 " with the caret after it. */
const PREFILLED: PhoneFieldState = { value: PHONE_PREFIX, caret: PHONE_PREFIX.length };

function insert(state: PhoneFieldState, text: string): PhoneFieldState {
  const { value, caret } = state;
  const raw = value.slice(0, caret) + text + value.slice(caret);
  return applyPhoneEdit(value, raw, caret + text.length);
}

const typeKeys = (state: PhoneFieldState, keys: string): PhoneFieldState => [...keys].reduce(insert, state);

/** Every value the field shows while the keys are typed, one per key. */
const shownWhileTyping = (state: PhoneFieldState, keys: string): string[] => {
  const shown: string[] = [];
  [...keys].reduce((s, key) => {
    const next = insert(s, key);
    shown.push(next.value);
    return next;
  }, state);
  return shown;
};

function backspace(state: PhoneFieldState): PhoneFieldState {
  const { value, caret } = state;
  return applyPhoneEdit(value, value.slice(0, caret - 1) + value.slice(caret), caret - 1, 'backward');
}

function del(state: PhoneFieldState): PhoneFieldState {
  const { value, caret } = state;
  return applyPhoneEdit(value, value.slice(0, caret) + value.slice(caret + 1), caret, 'forward');
}

const FORMS = [
  '+380671234567',
  '380671234567',
  '0671234567',
  '067 123 45 67',
  '+38 067 123-45-67',
  '(067) 123 45 67',
  '+38 (067) 123-45-67',
];

describe('phone field typed key by key', () => {
  for (const form of FORMS) {
    it(`"${form}" typed after the prefilled "+38 " ends as ${WANTED}`, () => {
      const end = typeKeys(PREFILLED, form);
      expect(end).toEqual({ value: WANTED, caret: WANTED.length });
      expect(normalizePhone(end.value)).toBe('+380671234567');
    });

    it(`"${form}" typed into an empty field (no prefill) ends as ${WANTED}`, () => {
      expect(typeKeys(EMPTY, form)).toEqual({ value: WANTED, caret: WANTED.length });
    });
  }

  it('"+380671234567" key by key never shows the country code as a local number (issue #48)', () => {
    expect(shownWhileTyping(PREFILLED, '+380671234567')).toEqual([
      '+38 ', // +
      '+38 (3', // 3: could still be a local number
      '+38 ', // 8: "38" is the country code again
      '+38 (0',
      '+38 (06',
      '+38 (067',
      '+38 (067) 1',
      '+38 (067) 12',
      '+38 (067) 123',
      '+38 (067) 123-4',
      '+38 (067) 123-45',
      '+38 (067) 123-45-6',
      WANTED,
    ]);
  });

  it('"0671234567" key by key shows the mask growing and the caret at its end', () => {
    const states: PhoneFieldState[] = [];
    [...'0671234567'].reduce((s, key) => {
      const next = insert(s, key);
      states.push(next);
      return next;
    }, PREFILLED);
    for (const s of states) expect(s.caret).toBe(s.value.length);
    expect(states.map((s) => s.value)).toEqual([
      '+38 (0',
      '+38 (06',
      '+38 (067',
      '+38 (067) 1',
      '+38 (067) 12',
      '+38 (067) 123',
      '+38 (067) 123-4',
      '+38 (067) 123-45',
      '+38 (067) 123-45-6',
      WANTED,
    ]);
  });

  it('keys after a full number are ignored', () => {
    expect(typeKeys(PREFILLED, '06712345679').value).toBe(WANTED);
  });
});

describe('phone field pasted whole', () => {
  for (const form of FORMS) {
    it(`"${form}" pasted after the prefilled "+38 " gives ${WANTED}`, () => {
      expect(insert(PREFILLED, form)).toEqual({ value: WANTED, caret: WANTED.length });
    });

    it(`"${form}" pasted into an empty field gives ${WANTED}`, () => {
      expect(insert(EMPTY, form)).toEqual({ value: WANTED, caret: WANTED.length });
    });
  }

  it('a number pasted over the whole selected field replaces it', () => {
    const full = { value: '+38 (050) 000-00-00', caret: 0 };
    expect(applyPhoneEdit(full.value, '+380671234567', 13)).toEqual({ value: WANTED, caret: WANTED.length });
  });
});

describe('phone field deletion', () => {
  const full: PhoneFieldState = { value: WANTED, caret: WANTED.length };

  it('Backspace from the end removes one digit at a time, never sticking on a separator', () => {
    const shown: string[] = [];
    let s = full;
    for (let i = 0; i < 11; i++) {
      s = backspace(s);
      shown.push(s.value);
      expect(s.caret).toBe(s.value.length);
    }
    expect(shown).toEqual([
      '+38 (067) 123-45-6',
      '+38 (067) 123-45',
      '+38 (067) 123-4',
      '+38 (067) 123',
      '+38 (067) 12',
      '+38 (067) 1',
      '+38 (067',
      '+38 (06',
      '+38 (0',
      '+38 ',
      '+38 ', // the prefix stays
    ]);
  });

  it('Backspace over a separator deletes the digit before it', () => {
    // caret right after "+38 (067) 123-": the dash goes, and with it the 3
    expect(backspace({ value: WANTED, caret: 14 })).toEqual({ value: '+38 (067) 124-56-7', caret: 12 });
    // caret after "+38 (067) ": the space goes, and with it the 7
    expect(backspace({ value: WANTED, caret: 10 })).toEqual({ value: '+38 (061) 234-56-7', caret: 7 });
    // caret after "+38 (067)": the bracket goes, and with it the 7
    expect(backspace({ value: WANTED, caret: 9 })).toEqual({ value: '+38 (061) 234-56-7', caret: 7 });
  });

  it('Backspace over the opening bracket or into "+38 " keeps the number whole', () => {
    expect(backspace({ value: WANTED, caret: 5 })).toEqual({ value: WANTED, caret: 5 });
    expect(backspace({ value: WANTED, caret: 4 })).toEqual({ value: WANTED, caret: 5 });
    expect(backspace({ value: WANTED, caret: 2 }).value).toBe(WANTED);
  });

  it('Backspace in the middle of the digits deletes that digit and keeps the caret there', () => {
    // caret after "+38 (067) 12": the 2 goes
    expect(backspace({ value: WANTED, caret: 12 })).toEqual({ value: '+38 (067) 134-56-7', caret: 11 });
  });

  it('Delete over a separator deletes the digit after it', () => {
    // caret before ")": the bracket goes, and with it the 1
    expect(del({ value: WANTED, caret: 8 })).toEqual({ value: '+38 (067) 234-56-7', caret: 8 });
    // caret before the first dash: the 4 goes
    expect(del({ value: WANTED, caret: 13 })).toEqual({ value: '+38 (067) 123-56-7', caret: 13 });
  });

  it('a number deleted and typed again in another form ends the same', () => {
    let s = full;
    for (let i = 0; i < 10; i++) s = backspace(s);
    expect(s).toEqual(PREFILLED);
    expect(typeKeys(s, '380671234567')).toEqual({ value: WANTED, caret: WANTED.length });
  });
});

describe('phone field editing in the middle', () => {
  it('a digit typed in the middle lands there and the caret follows it', () => {
    // caret after "+38 (06", "9" typed
    expect(insert({ value: WANTED, caret: 7 }, '9')).toEqual({ value: '+38 (069) 712-34-56', caret: 8 });
  });

  it('a missing trunk 0 typed back at the start of the local number', () => {
    const noZero = typeKeys(PREFILLED, '671234567');
    expect(noZero.value).toBe('+38 (671) 234-56-7');
    expect(insert({ value: noZero.value, caret: 5 }, '0')).toEqual({ value: WANTED, caret: 6 });
  });
});
