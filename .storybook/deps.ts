/** Dependencies the stories use, pre-bundled before they run (see main.ts and vite.config.ts). */
export const STORY_DEPS = ['react-grid-layout', 'react-grid-layout/core', 'zod/v4', 'zod/locales', 'antd/es/locale/zh_CN', 'react-router', '@tanstack/react-query', 'antd', '@ant-design/icons', 'dayjs', 'zustand', 'zustand/middleware', 'crypto-js',
  // Chart widgets (issue 6).
  'echarts/core', 'echarts/charts', 'echarts/components', 'echarts/renderers', 'echarts/features', 'echarts-gl/lib/chart/surface', 'echarts-gl/lib/component/grid3D', '@antv/g6'];
