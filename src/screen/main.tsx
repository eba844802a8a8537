/** Entry of the standalone big screen (screen.html). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SCREEN_COLORS } from '../ui/theme';
import { ScreenFrame } from './ScreenFrame';

const container = document.getElementById('screen');
if (!container) throw new Error('screen.html 缺少 #screen 容器');

createRoot(container).render(
  <StrictMode>
    <ScreenFrame title="圳品数据大屏">
      <div
        style={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: `1px dashed ${SCREEN_COLORS.border}`,
          borderRadius: 8,
          background: SCREEN_COLORS.panel,
          fontSize: 28,
          letterSpacing: 4,
        }}
      >
        大屏图表区（建设中）
      </div>
    </ScreenFrame>
  </StrictMode>,
);
