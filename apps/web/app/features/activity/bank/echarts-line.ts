import { LineChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import { init, use as install } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the bank's rate chart draws: a line with marks, its grid and tooltip, on canvas. Named
 * static imports let the bundler drop every other chart and component (a dynamic import of the barrels keeps them
 * all: about 350 KB gzip instead of about 170). Loaded with `import()` by rate-chart.tsx, so in its own chunk.
 */
install([LineChart, GridComponent, TooltipComponent, MarkPointComponent, MarkLineComponent, CanvasRenderer]);

export { init };
