/** The batches (GET batches) and 发布新一批 (POST publish) as a TanStack mutation that refreshes the batches and the catalogue list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueBatchesQuery, catalogueKeys, publishCatalogueBatch } from '@/api/catalogue';
import { resourceKeys } from '@/api/resource';
import { PERMS } from '@/domain/permissions';
import { CATALOGUE_PREFIX } from '@/domain/resources/cert';
import { usePerm } from '@/ui/perm/Perm';
import { fromMutation, fromQuery } from '@/ui/widget';

export function useData() {
  const client = useQueryClient();
  const can = usePerm();
  const batches = useQuery(catalogueBatchesQuery());
  const publish = useMutation({
    mutationFn: () => publishCatalogueBatch(),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: catalogueKeys.batches }), client.invalidateQueries({ queryKey: resourceKeys.all(CATALOGUE_PREFIX) })]),
  });
  return { state: fromQuery(batches), canPublish: can(PERMS.cert.generate), publish: fromMutation(publish) };
}
