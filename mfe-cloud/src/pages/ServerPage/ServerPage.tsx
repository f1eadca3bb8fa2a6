import { useParams, useSearchParams } from 'react-router-dom';
import { PendingSection } from '@portal/shared-ui';

/** /cloud/servers/{server_id}?name=…: the server's name travels in the query (SPEC §2). */
export function ServerPage() {
  const { serverId = '' } = useParams();
  const [query] = useSearchParams();
  return <PendingSection descriptionId="area.pending" titleId="cloud.server" titleValues={{ server: query.get('name') || serverId }} />;
}
