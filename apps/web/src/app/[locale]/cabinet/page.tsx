import { redirect } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';

/** /cabinet has no page of its own: personal data is where the cabinet starts (requirements §2). */
export default async function CabinetIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: AppLocale };
  redirect(localePath('/cabinet/personal', locale));
}
