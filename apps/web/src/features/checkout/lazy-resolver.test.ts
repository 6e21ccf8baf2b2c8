import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const real: Resolver<Values> = async (values) =>
  values.name
    ? ({ values, errors: {} } as ResolverResult<Values>)
    : ({ values: {}, errors: { name: { type: 'custom', message: 'required' } } } as ResolverResult<Values>);

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and answers as it does', async () => {
    const load = vi.fn(async () => real);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: '' }, undefined, options)).toMatchObject({
      errors: { name: { message: 'required' } },
    });
    expect(await resolver({ name: 'Олена' }, undefined, options)).toEqual({
      values: { name: 'Олена' },
      errors: {},
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('preloads without a validation, and shares that load', async () => {
    const load = vi.fn(async () => real);
    const { resolver, preload } = lazyResolver(load);
    preload();
    preload();
    await resolver({ name: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the fetch again after it failed (a lost connection), and the failure reaches the caller', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real);
    const { resolver, preload } = lazyResolver(load);
    preload(); // a failed preload is quiet
    await Promise.resolve();
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
    const failing = lazyResolver<Values, unknown, Values>(() => Promise.reject(new Error('offline')));
    await expect(failing.resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
  });
});
