/**
 * Placeholder first screen of the portal until the shell (router, guard, sign-in page) lands:
 * it proves the providers, the theme and the locale render, and links to the big screen and the
 * component catalogue.
 */
import { Button, Card, Flex, Typography } from 'antd';

const { Title, Paragraph, Text } = Typography;

export function FirstScreen() {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        boxSizing: 'border-box',
        background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f7fa 60%, #ffffff 100%)',
      }}
    >
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Title level={3} style={{ marginTop: 0 }}>
          圳品管理门户
        </Title>
        <Paragraph type="secondary">圳品评价 · 认证 · 监督管理</Paragraph>
        <Paragraph>
          <Text>登录页正在建设中。</Text>
        </Paragraph>
        <Flex gap={8} wrap>
          <Button type="primary" href="/screen.html">
            数据大屏
          </Button>
          <Button href="/storybook/">组件目录</Button>
        </Flex>
      </Card>
    </main>
  );
}
