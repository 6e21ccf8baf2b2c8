import { Link } from '@/i18n/navigation';
import cabinet from './cabinet.module.css';

/** A cabinet list with nothing in it yet: what will show here, and the way to the catalogue. */
export function CabinetEmpty({ text, action }: { text: string; action: string }) {
  return (
    <div className={cabinet.empty}>
      <p>{text}</p>
      <Link href="/catalog" className="button">
        {action}
      </Link>
    </div>
  );
}
