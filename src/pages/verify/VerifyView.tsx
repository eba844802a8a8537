/**
 * 圳品证书查询 (public, from a certificate's QR code and from the sign-in page): a number in, the
 * certificate out — enterprise, product, validity and its status in plain words; a number that is
 * not a certificate says so. Presentational: the page does the asking.
 *
 * Plain markup and CSS (public.css) like the sign-in page: whoever scans a code on a product, on a
 * phone and a slow network, loads no component library.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CertVerifyResult } from '@/api/certVerify';
import { CERT_STATUS } from '@/domain/codes';
import { CERT_BASIS_LABEL, CERT_MSG, CERT_NO_PATTERN } from '@/domain/resources/cert';
import { FormError } from '@/app/account/FormError';
import { PageLoading } from '@/ui/PageLoading';
import { PublicFrame } from '../public/PublicFrame';

export const VERIFY_TEXT = {
  title: '圳品证书查询',
  no: '证书编号',
  placeholder: '如 SZP-2026-000123',
  required: '请输入证书编号',
  submit: '查询',
  checking: '正在查询',
  /** Staff reach the portal from here too; the public need not. */
  staff: '工作人员登录',
  held: '该证书有效，是真实的圳品证书。',
  notHeld: (label: string) => `该证书当前状态为“${label}”，不再有效。`,
  expired: '该证书已超过有效期，不再有效。',
  facts: { certNo: '证书编号', orgName: '获证企业', productName: '产品', basis: CERT_BASIS_LABEL, validity: '有效期', status: '证书状态', version: '版本' },
} as const;

export interface VerifyViewProps {
  /** The number asked about (from the address), or ''. */
  no: string;
  onSearch: (no: string) => void;
  /** The answer for `no`; undefined while asking or before asking. */
  result?: CertVerifyResult;
  loading: boolean;
  /** A refusal in the server's words (a malformed number, too many checks). */
  error: string | null;
}

const statusTone = (status: number) => (status === CERT_STATUS.valid ? 'ok' : status === CERT_STATUS.suspended ? 'warn' : 'bad');

function Answer({ result }: { result: CertVerifyResult }) {
  if (!result.found) return <FormError text={result.message} />;
  const plain = result.held ? VERIFY_TEXT.held : result.status === CERT_STATUS.expired ? VERIFY_TEXT.expired : VERIFY_TEXT.notHeld(result.statusLabel);
  const facts: [string, string][] = [
    [VERIFY_TEXT.facts.certNo, `${result.certNo}${result.version > 1 ? `（第${result.version}版）` : ''}`],
    [VERIFY_TEXT.facts.orgName, result.orgName ?? '—'],
    [VERIFY_TEXT.facts.productName, result.productName ?? '—'],
    [VERIFY_TEXT.facts.basis, result.basis ?? '—'],
    [VERIFY_TEXT.facts.validity, result.issueDate && result.expireDate ? `${result.issueDate} 至 ${result.expireDate}` : '—'],
  ];
  return (
    <div data-testid="verify-result">
      {result.held ? (
        <div role="status" className="zp-alert-success">
          {plain}
        </div>
      ) : (
        <FormError text={plain} />
      )}
      <dl className="zp-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{VERIFY_TEXT.facts.status}</dt>
          <dd>
            <span className={`zp-status zp-status-${statusTone(result.status)}`}>{result.statusLabel}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The number as the person typed it, checked as the server checks it; the message, or null. */
function numberMessage(text: string): string | null {
  if (!text.trim()) return VERIFY_TEXT.required;
  return CERT_NO_PATTERN.test(text.trim().toUpperCase()) ? null : CERT_MSG.badNo;
}

export function VerifyView({ no, onSearch, result, loading, error }: VerifyViewProps) {
  // The page mounts the view anew for each number in the address (a QR code, 查询 itself): the field starts with it.
  const [text, setText] = useState(no);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const wrong = numberMessage(text);
    setMessage(wrong);
    if (!wrong) onSearch(text.trim().toUpperCase());
  };
  return (
    <PublicFrame title={VERIFY_TEXT.title} width={520} extra={<Link to="/login">{VERIFY_TEXT.staff}</Link>}>
      <form
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="zp-field">
          <label className="zp-field-label" htmlFor={id}>
            {VERIFY_TEXT.no}
          </label>
          <div className="zp-field-row">
            <input
              id={id}
              className="zp-input"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (message) setMessage(numberMessage(e.target.value));
              }}
              placeholder={VERIFY_TEXT.placeholder}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-required
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-message` : undefined}
            />
            <button type="submit" className="zp-btn zp-btn-primary" aria-busy={loading} style={{ flex: 'none' }}>
              {loading ? <span className="zp-btn-spinner" aria-hidden /> : null}
              {VERIFY_TEXT.submit}
            </button>
          </div>
          {message ? (
            <div id={`${id}-message`} className="zp-field-message">
              {message}
            </div>
          ) : null}
        </div>
      </form>
      {loading && <PageLoading description={VERIFY_TEXT.checking} minHeight={80} size="medium" />}
      {error && <FormError text={error} />}
      {!loading && !error && result && <Answer result={result} />}
    </PublicFrame>
  );
}
