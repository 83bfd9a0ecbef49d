import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIcons } from './load-icons';

interface ServiceIconProps {
  /** A Font Awesome name such as faHome. */
  name: string;
  /** Size in CSS (font-size), e.g. "1.25rem". */
  size?: string;
}

/** A service's icon drawn from its Font Awesome name; an unknown name shows as a question mark. */
export function ServiceIcon(props: ServiceIconProps) {
  const box = { width: props.size ?? '1.25rem', height: props.size ?? '1.25rem' };
  return (
    <Suspense fallback={<span className="inline-block animate-pulse rounded bg-slate-100" style={box} />}>
      <Icon {...props} />
    </Suspense>
  );
}

function Icon({ name, size = '1.25rem' }: ServiceIconProps) {
  const { t } = useTranslation('services');
  const fa = useIcons();
  const definition = fa?.iconByName(name);
  if (!fa || !definition)
    return (
      <span
        className="inline-flex items-center justify-center rounded bg-slate-100 font-semibold text-slate-600"
        style={{ width: size, height: size, fontSize: `calc(${size} * 0.7)` }}
        title={t('icon.unknown', { name })}
        data-icon="unknown"
      >
        ?
      </span>
    );
  return <fa.FontAwesomeIcon icon={definition} style={{ fontSize: size }} data-icon-name={name} />;
}
