/**
 * 圳品证书查询 (public, from a certificate's QR code and from the sign-in page): a number in, the
 * certificate out — enterprise, product, validity and its status in plain words; a number that is
 * not a certificate says so. Presentational: the page does the asking.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import type { CertVerifyResult } from '@/api/certVerify';
import { CERT_STATUS } from '@/domain/codes';
import { CERT_BASIS_LABEL, CERT_MSG, CERT_NO_PATTERN } from '@/domain/resources/cert';
import { PublicFrame } from '../public/PublicFrame';

export const VERIFY_TEXT = {
  title: '圳品证书查询',
  no: '证书编号',
  placeholder: '如 SZP-2026-000123',
  submit: '查询',
  login: '返回登录',
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

const statusColor = (status: number) => (status === CERT_STATUS.valid ? 'success' : status === CERT_STATUS.suspended ? 'warning' : 'error');

function Answer({ result }: { result: CertVerifyResult }) {
  if (!result.found) return <Result status="warning" title={result.message} />;
  const plain = result.held ? VERIFY_TEXT.held : result.status === CERT_STATUS.expired ? VERIFY_TEXT.expired : VERIFY_TEXT.notHeld(result.statusLabel);
  return (
    <Flex vertical gap={12} data-testid="verify-result">
      <Alert type={result.held ? 'success' : 'error'} showIcon title={plain} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={VERIFY_TEXT.facts.certNo}>
          {result.certNo}
          {result.version > 1 ? `（第${result.version}版）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={VERIFY_TEXT.facts.orgName}>{result.orgName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={VERIFY_TEXT.facts.productName}>{result.productName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={VERIFY_TEXT.facts.basis}>{result.basis ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={VERIFY_TEXT.facts.validity}>{result.issueDate && result.expireDate ? `${result.issueDate} 至 ${result.expireDate}` : '—'}</Descriptions.Item>
        <Descriptions.Item label={VERIFY_TEXT.facts.status}>
          <Tag color={statusColor(result.status)}>{result.statusLabel}</Tag>
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

export function VerifyView({ no, onSearch, result, loading, error }: VerifyViewProps) {
  return (
    <PublicFrame title={VERIFY_TEXT.title} width={520} extra={<Link to="/login">{VERIFY_TEXT.login}</Link>}>
      <Flex vertical gap={16}>
        <Form
          key={no}
          layout="inline"
          initialValues={{ no }}
          onFinish={(v: { no: string }) => onSearch(v.no.trim().toUpperCase())}
          style={{ flexWrap: 'nowrap' }}
        >
          <Form.Item
            name="no"
            label={VERIFY_TEXT.no}
            style={{ flex: 1 }}
            rules={[{ required: true, whitespace: true, message: `请输入${VERIFY_TEXT.no}` }, { validator: async (_r, v: string) => (!v || CERT_NO_PATTERN.test(v.trim().toUpperCase()) ? undefined : Promise.reject(new Error(CERT_MSG.badNo))) }]}
          >
            <Input prefix={<SafetyCertificateOutlined />} placeholder={VERIFY_TEXT.placeholder} allowClear maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            {VERIFY_TEXT.submit}
          </Button>
        </Form>
        {loading && <Spin />}
        {error && <Alert type="error" showIcon title={error} />}
        {!loading && !error && result && <Answer result={result} />}
      </Flex>
    </PublicFrame>
  );
}
