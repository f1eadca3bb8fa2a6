import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  AreaNotFound,
  Box,
  ChevronRightIcon,
  DirectionalIcon,
  HStack,
  Link,
  QueryView,
  useParcelProps,
} from '@portal/shared-ui';
import { useInvoiceDetailQuery } from '../../data/invoices/invoice-detail-query';
import { InvoiceView } from '../../components/invoice/InvoiceView';

/** /financial/closed-payments/{invoice_id}: one issued invoice. */
export function InvoiceDetailPage() {
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  if (!Number.isInteger(id) || id < 1)
    return <AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />;
  return <InvoiceDetail id={id} />;
}

function InvoiceDetail({ id }: { id: number }) {
  const { basePath } = useParcelProps();
  const query = useInvoiceDetailQuery(id);
  return (
    <Box>
      <Link asChild mb="4" display="inline-flex">
        <RouterLink to={`${basePath}/closed-payments`}>
          <HStack gap="1">
            <DirectionalIcon icon={ChevronRightIcon} towards="backward" aria-hidden="true" />
            <FormattedMessage id="billing.invoices.back" />
          </HStack>
        </RouterLink>
      </Link>
      <QueryView query={query}>{(invoice) => <InvoiceView invoice={invoice} />}</QueryView>
    </Box>
  );
}
