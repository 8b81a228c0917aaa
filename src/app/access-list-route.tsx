import AccessListPanel from '../features/access-list/components/access-list-panel';
import QueryLayer from './query-layer';

/** Default export, loaded lazily after the sign-in form: the waiting-list sign-up, with react-query for its call. */
export default function AccessListRoute() {
  return (
    <QueryLayer>
      <AccessListPanel />
    </QueryLayer>
  );
}
