'use client';

import type { SavedDepartment, User } from '@kartyna/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutFieldValues, ContactFormValues } from './checkout-schema';
import { formatPhoneMask } from '@/lib/phone-input';

/**
 * Fills the checkout (or the photo order) from a signed-in shopper's profile: the contact fields still empty, and
 * the saved branch or parcel locker (requirements §2: saved delivery data are prefilled). Nothing the
 * shopper typed is overwritten.
 */
export function ProfilePrefill({ user }: { user: User | null }) {
  const methods = useFormContext<CheckoutFieldValues>();
  const deliveryType = useWatch({ control: methods.control, name: 'delivery.deliveryType' });

  useEffect(() => {
    if (!user) return;
    const { getValues, setValue } = methods;
    const contact: Partial<ContactFormValues> = {
      lastName: user.lastName,
      firstName: user.firstName,
      fatherName: user.fatherName ?? '',
      email: user.mail,
      phone: user.phone ? formatPhoneMask(user.phone) : '',
    };
    for (const [key, value] of Object.entries(contact) as [keyof ContactFormValues, string][]) {
      if (value && !getValues(`contact.${key}`)) setValue(`contact.${key}`, value);
    }
    if (!getValues('delivery.cityRef')) {
      if (user.deliveryDepartment) setValue('delivery.deliveryType', 'post');
      else if (user.deliveryPostomat) setValue('delivery.deliveryType', 'postomat');
    }
  }, [user, methods]);

  useEffect(() => {
    if (!user) return;
    const { getValues, setValue } = methods;
    const fillPoint = (
      saved: SavedDepartment,
      ref: 'branchRef' | 'postomatRef',
      name: 'branchName' | 'postomatName',
    ) => {
      const cityRef = getValues('delivery.cityRef');
      if (getValues(`delivery.${ref}`) || (cityRef && cityRef !== saved.cityRef)) return;
      setValue('delivery.cityRef', saved.cityRef);
      setValue('delivery.cityName', saved.cityName);
      setValue(`delivery.${ref}`, saved.ref);
      setValue(`delivery.${name}`, saved.name);
    };
    if (deliveryType === 'post' && user.deliveryDepartment)
      fillPoint(user.deliveryDepartment, 'branchRef', 'branchName');
    if (deliveryType === 'postomat' && user.deliveryPostomat)
      fillPoint(user.deliveryPostomat, 'postomatRef', 'postomatName');
  }, [user, methods, deliveryType]);

  return null;
}
