import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig, SHARED_SECRET_MESSAGE, SHARED_STORAGE_MESSAGE } from './env';
import { FISCAL_SANDBOX_REFUSED } from './env-fiscal';

const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const secret = 'x'.repeat(40);
const base = { DATA_DIR: dataDir };

describe('AUTH_SECRET with several instances', () => {
  it('keeps generating one into DATA_DIR for a single embedded instance', () => {
    const a = loadConfig({ ...base });
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ...base }).authSecret).toBe(a.authSecret);
    // production on the embedded database is still one process (npm start)
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).authSecret).toBe(a.authSecret);
  });

  it.each([
    ['INSTANCES=2', { INSTANCES: '2', DATABASE_URL: 'postgres://db/shop', S3_BUCKET: 'shop' }],
    ['production on a database server', { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }],
    ['production on S3 storage', { NODE_ENV: 'production', S3_BUCKET: 'shop' }],
  ])('refuses to start without one: %s', (_name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(SHARED_SECRET_MESSAGE);
    expect(loadConfig({ ...base, ...env, AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it('allows a database server in development without one', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop' })).not.toThrow();
  });
});

describe('INSTANCES > 1', () => {
  it.each([
    ['no shared database or storage', {}],
    ['a database without shared storage', { DATABASE_URL: 'postgres://db/shop' }],
    ['shared storage without a database', { S3_BUCKET: 'shop' }],
  ])('is refused with %s', (_name, env) => {
    expect(() => loadConfig({ ...base, INSTANCES: '2', AUTH_SECRET: secret, ...env })).toThrow(
      SHARED_STORAGE_MESSAGE,
    );
  });
});

describe('SEED_DEMO', () => {
  it('is on by default outside production and off in production', () => {
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('follows an explicit value in either', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('object storage settings', () => {
  it('is the disk by default', () => {
    expect(loadConfig({ ...base }).storage).toEqual({ kind: 'disk' });
  });

  it('is S3 when a bucket is named, path-style by default', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'kartyna',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kartyna',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'kartyna', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY',
    );
  });
});

describe('migrations', () => {
  it('MIGRATE_ON_START is on unless turned off, and nothing else is taken for it', () => {
    expect(loadConfig({ ...base }).migrateOnStart).toBe(true);
    expect(loadConfig({ ...base, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ ...base, MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START/);
  });

  it('`npm run migrate` needs only where the database is: no secret, even in production', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', DATA_DIR: dataDir };
    expect(() => loadConfig(env)).toThrow(SHARED_SECRET_MESSAGE);
    expect(loadDatabaseConfig(env)).toEqual({ databaseUrl: 'postgres://db/shop', dataDir });
  });
});

describe('the fiscal register', () => {
  const checkbox = { FISCAL_PROVIDER: 'checkbox', CHECKBOX_LICENSE_KEY: 'license-key' };

  it('is none unless FISCAL_PROVIDER names one, whatever CHECKBOX_* say', () => {
    expect(loadConfig({ ...base }).fiscal).toBeNull();
    expect(
      loadConfig({ ...base, CHECKBOX_LICENSE_KEY: 'license-key', CHECKBOX_PIN_CODE: '1' }).fiscal,
    ).toBeNull();
    expect(() => loadConfig({ ...base, FISCAL_PROVIDER: 'prro' })).toThrow(/FISCAL_PROVIDER/);
  });

  it('checkbox: the license key and a cashier by login and password, or by PIN', () => {
    const config = loadConfig({
      ...base,
      ...checkbox,
      CHECKBOX_LOGIN: 'cashier',
      CHECKBOX_PASSWORD: 'secret',
    });
    expect(config.fiscal).toEqual({
      provider: 'checkbox',
      licenseKey: 'license-key',
      login: 'cashier',
      password: 'secret',
      pinCode: null,
      apiUrl: 'https://api.checkbox.ua',
      shiftCloseAt: { hour: 23, minute: 50 },
    });
    const byPin = loadConfig({
      ...base,
      ...checkbox,
      CHECKBOX_PIN_CODE: '0123456789',
      CHECKBOX_API_URL: 'http://127.0.0.1:8080/',
      FISCAL_SHIFT_CLOSE_AT: '07:05',
    }).fiscal;
    expect(byPin).toMatchObject({
      login: null,
      pinCode: '0123456789',
      apiUrl: 'http://127.0.0.1:8080',
      shiftCloseAt: { hour: 7, minute: 5 },
    });
  });

  it('checkbox: refused without the key, without a cashier, or with half a login', () => {
    const pin = { CHECKBOX_PIN_CODE: '0123' };
    expect(() => loadConfig({ ...base, FISCAL_PROVIDER: 'checkbox', ...pin })).toThrow(
      'CHECKBOX_LICENSE_KEY',
    );
    expect(() => loadConfig({ ...base, ...checkbox, CHECKBOX_LICENSE_KEY: '', ...pin })).toThrow(
      'CHECKBOX_LICENSE_KEY',
    );
    expect(() => loadConfig({ ...base, ...checkbox })).toThrow('or CHECKBOX_PIN_CODE');
    expect(() => loadConfig({ ...base, ...checkbox, CHECKBOX_LOGIN: 'cashier', ...pin })).toThrow(
      'CHECKBOX_LOGIN and CHECKBOX_PASSWORD go together',
    );
  });

  it('FISCAL_SHIFT_CLOSE_AT must be a time of day', () => {
    for (const bad of ['24:00', '23:5', '7:05', 'midnight']) {
      expect(() =>
        loadConfig({ ...base, ...checkbox, CHECKBOX_PIN_CODE: '1', FISCAL_SHIFT_CLOSE_AT: bad }),
      ).toThrow(/FISCAL_SHIFT_CLOSE_AT/);
    }
  });

  it('checkbox-sandbox: on this API, and refused beside a real license key', () => {
    const config = loadConfig({
      ...base,
      FISCAL_PROVIDER: 'checkbox-sandbox',
      PUBLIC_URL: 'https://shop.test/',
    });
    expect(config.fiscal).toEqual({
      provider: 'checkbox-sandbox',
      licenseKey: null,
      login: null,
      password: null,
      pinCode: null,
      apiUrl: 'https://shop.test/api/checkbox-sandbox',
      shiftCloseAt: { hour: 23, minute: 50 },
    });
    expect(() =>
      loadConfig({ ...base, FISCAL_PROVIDER: 'checkbox-sandbox', CHECKBOX_LICENSE_KEY: 'license-key' }),
    ).toThrow(FISCAL_SANDBOX_REFUSED);
  });
});

describe('STATUS_UNDO_SECONDS', () => {
  it('is a minute unless set, and never longer than the minute the back office promises', () => {
    expect(loadConfig(base).statusUndoSeconds).toBe(60);
    expect(loadConfig({ ...base, STATUS_UNDO_SECONDS: '15' }).statusUndoSeconds).toBe(15);
    expect(() => loadConfig({ ...base, STATUS_UNDO_SECONDS: '61' })).toThrow(/STATUS_UNDO_SECONDS/);
    expect(() => loadConfig({ ...base, STATUS_UNDO_SECONDS: '2' })).toThrow(/STATUS_UNDO_SECONDS/);
  });
});
