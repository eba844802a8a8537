/** /verify?no=: the public certificate check (the view) over GET /rst/cert/verify; the number lives in the address, so a QR code opens the answer. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { verifyCert } from '@/api/certVerify';
import { CERT_NO_PATTERN } from '@/domain/resources/cert';
import { VerifyView } from './verify/VerifyView';

export function VerifyPage() {
  const [params, setParams] = useSearchParams();
  const no = (params.get('no') ?? '').trim().toUpperCase();
  const query = useQuery({ queryKey: ['certVerify', no], queryFn: () => verifyCert(no), enabled: CERT_NO_PATTERN.test(no), retry: false, staleTime: 0 });
  return (
    <VerifyView
      key={no}
      no={no}
      onSearch={(next) => setParams({ no: next })}
      result={query.data}
      loading={query.isFetching}
      error={query.error ? query.error.message : null}
    />
  );
}
