import { useIntl } from 'react-intl';
import { formatPrice, invoiceDonutSegments, type InvoiceLike } from '@portal/shared-sdk';
import { DonutChart } from '@portal/shared-ui';

export interface InvoiceDonutProps {
  invoice: InvoiceLike & { _final_price: number };
  size?: number;
}

/** The invoice split into CDN (blue), CLOUD (purple) and Support Plan (green); zero-priced segments omitted. */
export function InvoiceDonut({ invoice, size }: InvoiceDonutProps) {
  const intl = useIntl();
  const rial = intl.formatMessage({ id: 'billing.rials' });
  const data = invoiceDonutSegments(invoice).map((s) => ({
    key: s.key,
    label: intl.formatMessage({ id: `billing.invoice.segment.${s.key}` }),
    value: s.value,
    color: s.color,
    formattedValue: `${formatPrice(s.value)} ${rial}`,
  }));
  return (
    <DonutChart
      data={data}
      size={size}
      title={intl.formatMessage({ id: 'billing.invoice.donutTitle' })}
      centerLabel={formatPrice(invoice._final_price)}
    />
  );
}
