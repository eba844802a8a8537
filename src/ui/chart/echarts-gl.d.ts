/** echarts-gl ships no types; its entry points only register chart parts with ECharts (side effects). */
declare module 'echarts-gl/lib/chart/surface';
declare module 'echarts-gl/lib/component/grid3D';
