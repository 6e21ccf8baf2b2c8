import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  departmentChoiceSchema,
  postomatChoiceSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
  userEditSchema,
  userSchema,
} from './auth';
import { issuesByPath } from './test-issues';

const validRegister = {
  mail: ' Olena@Example.com ',
  password: 'password1',
  firstName: ' Олена ',
  lastName: 'Коваль',
  phone: '+38 (067) 123-45-67',
};

describe('signInSchema', () => {
  it('accepts a valid sign-in and normalises the mail', () => {
    expect(signInSchema.parse({ mail: 'A@B.UA', password: '12345678' })).toEqual({
      mail: 'a@b.ua',
      password: '12345678',
    });
  });

  it('answers the spec keys', () => {
    expect(issuesByPath(signInSchema, { mail: 'bad', password: 'short' })).toEqual({
      mail: ['invalid_mail'],
      password: ['min_length_password'],
    });
    expect(issuesByPath(signInSchema, { mail: 'a@b.ua', password: '' }).password?.[0]).toBe('empty_password');
    expect(issuesByPath(signInSchema, {})).toEqual({ mail: ['invalid_mail'], password: ['empty_password'] });
  });
});

describe('registerSchema', () => {
  it('normalises a valid payload', () => {
    expect(registerSchema.parse(validRegister)).toEqual({
      mail: 'olena@example.com',
      password: 'password1',
      firstName: 'Олена',
      lastName: 'Коваль',
      phone: '+380671234567',
    });
  });

  it('requires every field, each with its own key', () => {
    expect(issuesByPath(registerSchema, {})).toEqual({
      mail: ['invalid_mail'],
      password: ['empty_password'],
      firstName: ['empty_first_name'],
      lastName: ['empty_last_name'],
      phone: ['empty_phone'],
    });
  });

  it('reads blank names and phone as empty', () => {
    const issues = issuesByPath(registerSchema, {
      ...validRegister,
      firstName: ' ',
      lastName: '',
      phone: '',
    });
    expect(issues).toEqual({
      firstName: ['empty_first_name'],
      lastName: ['empty_last_name'],
      phone: ['empty_phone'],
    });
  });

  it('rejects a bad phone and a short password', () => {
    expect(
      issuesByPath(registerSchema, { ...validRegister, phone: '+380381234567', password: 'short' }),
    ).toEqual({
      phone: ['invalid_phone'],
      password: ['min_length_password'],
    });
  });

  it('drops unknown fields such as a role', () => {
    const parsed = registerSchema.parse({ ...validRegister, role: 'admin' });
    expect(parsed).not.toHaveProperty('role');
  });
});

describe('signUpFormSchema', () => {
  it('accepts matching passwords', () => {
    const parsed = signUpFormSchema.parse({ ...validRegister, repeatPassword: 'password1' });
    expect(parsed.repeatPassword).toBe('password1');
    expect(parsed.phone).toBe('+380671234567');
  });

  it('answers confirm_password at repeatPassword when the repeat differs', () => {
    const r = signUpFormSchema.safeParse({ ...validRegister, repeatPassword: 'password2' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toHaveLength(1);
    expect(r.error?.issues[0]?.message).toBe('confirm_password');
    expect(r.error?.issues[0]?.path).toEqual(['repeatPassword']);
  });

  it('compares exactly (case and spaces count)', () => {
    expect(signUpFormSchema.safeParse({ ...validRegister, repeatPassword: 'Password1' }).success).toBe(false);
    expect(signUpFormSchema.safeParse({ ...validRegister, repeatPassword: 'password1 ' }).success).toBe(
      false,
    );
  });

  it('requires all sign-up fields', () => {
    const issues = issuesByPath(signUpFormSchema, { repeatPassword: '' });
    expect(issues.mail).toEqual(['invalid_mail']);
    expect(issues.password).toEqual(['empty_password']);
    expect(issues.firstName).toEqual(['empty_first_name']);
    expect(issues.lastName).toEqual(['empty_last_name']);
    expect(issues.phone).toEqual(['empty_phone']);
    expect(signUpFormSchema.safeParse(validRegister).success).toBe(false);
  });
});

describe('resetPasswordSchema', () => {
  it('needs a valid mail', () => {
    expect(resetPasswordSchema.parse({ mail: ' X@Y.UA' })).toEqual({ mail: 'x@y.ua' });
    expect(issuesByPath(resetPasswordSchema, { mail: 'x' })).toEqual({ mail: ['invalid_mail'] });
    expect(issuesByPath(resetPasswordSchema, {})).toEqual({ mail: ['invalid_mail'] });
  });
});

describe('changePasswordSchema', () => {
  it('needs both passwords', () => {
    expect(changePasswordSchema.parse({ oldPassword: 'oldpassw', newPassword: 'newpassw' })).toEqual({
      oldPassword: 'oldpassw',
      newPassword: 'newpassw',
    });
    const issues = issuesByPath(changePasswordSchema, { oldPassword: '', newPassword: 'short' });
    expect(issues.oldPassword?.[0]).toBe('empty_password');
    expect(issues.newPassword).toEqual(['min_length_password']);
  });
});

describe('userEditSchema', () => {
  it('accepts a profile edit, with optional father name, mail and locale', () => {
    expect(
      userEditSchema.parse({ firstName: 'Олена', lastName: 'Коваль', fatherName: '', phone: '0671234567' }),
    ).toEqual({ firstName: 'Олена', lastName: 'Коваль', fatherName: undefined, phone: '+380671234567' });
    expect(
      userEditSchema.parse({
        firstName: 'Олена',
        lastName: 'Коваль',
        phone: '0671234567',
        mail: 'O@K.UA',
        locale: 'ru',
      }),
    ).toMatchObject({ mail: 'o@k.ua', locale: 'ru' });
  });

  it('rejects an unknown locale and missing names', () => {
    expect(
      userEditSchema.safeParse({ firstName: 'a', lastName: 'b', phone: '0671234567', locale: 'en' }).success,
    ).toBe(false);
    expect(issuesByPath(userEditSchema, { phone: '0671234567' })).toEqual({
      firstName: ['empty_first_name'],
      lastName: ['empty_last_name'],
    });
  });
});

describe('department and postomat choices', () => {
  it('need a branch or a postomat', () => {
    expect(departmentChoiceSchema.parse({ cityRef: ' c1 ', branchRef: ' b1 ' })).toEqual({
      cityRef: 'c1',
      branchRef: 'b1',
    });
    expect(issuesByPath(departmentChoiceSchema, { cityRef: 'c1' })).toEqual({ branchRef: ['choose_branch'] });
    expect(issuesByPath(departmentChoiceSchema, { cityRef: 'c1', branchRef: ' ' })).toEqual({
      branchRef: ['choose_branch'],
    });
    expect(issuesByPath(postomatChoiceSchema, { cityRef: 'c1' })).toEqual({
      postomatRef: ['choose_postomat'],
    });
    expect(issuesByPath(postomatChoiceSchema, { cityRef: 'c1', postomatRef: '' })).toEqual({
      postomatRef: ['choose_postomat'],
    });
  });

  it('reject a missing city and over-long refs', () => {
    expect(departmentChoiceSchema.safeParse({ cityRef: '', branchRef: 'b' }).success).toBe(false);
    expect(departmentChoiceSchema.safeParse({ cityRef: 'c', branchRef: 'b'.repeat(65) }).success).toBe(false);
    expect(postomatChoiceSchema.safeParse({ cityRef: 'c'.repeat(65), postomatRef: 'p' }).success).toBe(false);
  });
});

describe('userSchema', () => {
  const user = {
    id: 1,
    mail: 'a@b.ua',
    firstName: 'A',
    lastName: 'B',
    fatherName: null,
    phone: '+380671234567',
    role: 'customer',
    locale: 'ua',
    deliveryDepartment: null,
    deliveryPostomat: { cityRef: 'c', cityName: 'Одеса', ref: 'r', name: 'n', address: 'a' },
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('accepts a user answer', () => {
    expect(userSchema.safeParse(user).success).toBe(true);
  });

  it('rejects an unknown role', () => {
    expect(userSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });
});
