/**
 * What PageBoundary shows when a page throws: 页面出错了, the error's message and 重试. A chunk of
 * its own (antd's Result carries its 403/404/500 illustrations), so it adds nothing to the JS a
 * page needs before its first widget (ARCHITECTURE.md §8).
 */
import { Button, Result } from 'antd';

export interface PageErrorProps {
  title: string;
  message: string;
  onRetry(): void;
}

export default function PageError({ title, message, onRetry }: PageErrorProps) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
