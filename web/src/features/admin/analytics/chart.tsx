// Chart.js, tree-shaken: only the bar and line charts the dashboard draws are registered, so the chunk
// carries no pie, radar or time-scale code. A canvas is an image to assistive technology: each chart has
// a name, and the figures it draws are in a table beside it.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartOptions,
} from 'chart.js';
import styled from 'styled-components';
import type { AppTheme } from '../../../ui/theme';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const Frame = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  canvas {
    max-width: 100%;
  }
`;

interface Props {
  // the chart's accessible name
  label: string;
  config: ChartConfiguration<'bar' | 'line'>;
  height?: number;
}

export function ChartCanvas({ label, config, height = 240 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    // no 2D context (a test's DOM): the table beside the chart still shows every figure
    if (!context) return;
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <Frame $height={height}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </Frame>
  );
}

// axes, legend and tooltips in the app's colours (light or dark, from Telegram's theme)
export function baseOptions(theme: AppTheme): ChartOptions<'bar' | 'line'> {
  const { hint, separator, text } = theme.colors;
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    color: text,
    scales: {
      x: { ticks: { color: hint }, grid: { color: separator } },
      y: { ticks: { color: hint }, grid: { color: separator }, beginAtZero: true },
    },
    plugins: {
      legend: { labels: { color: text, boxWidth: 12 } },
      tooltip: { intersect: false, mode: 'index' },
    },
  };
}
