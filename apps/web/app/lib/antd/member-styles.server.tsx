import { createCache, StyleProvider } from '@ant-design/cssinjs';
import {
  App,
  Badge,
  Button,
  Calendar,
  Empty,
  Input,
  InputNumber,
  Mentions,
  Progress,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AntdConfig } from './antd-scope';
import type { AntdPart } from './member-styles';

type StyleCache = ReturnType<typeof createCache>;

/**
 * One drawing of each part: enough for antd to register the component's styles, which depend on the component and
 * not on its props (a tag's colours aside).
 */
const PARTS: Record<AntdPart, () => ReactElement> = {
  app: () => <App component={false} />,
  badge: () => <Badge count={1} />,
  button: () => <Button />,
  // The site's calendar draws its own header: antd's would add the select's and radio buttons' styles (60 KB).
  calendar: () => <Calendar fullscreen={false} headerRender={() => null} />,
  empty: () => <Empty />,
  input: () => <Input />,
  inputNumber: () => <InputNumber />,
  mentions: () => <Mentions />,
  progress: () => <Progress percent={1} />,
  spin: () => <Spin />,
  table: () => <Table dataSource={[]} columns={[]} />,
  tabs: () => <Tabs items={[{ key: '1', label: '1' }]} />,
  textArea: () => <Input.TextArea />,
  // A coloured tag adds the preset colours' and the states' styles to the tag's own.
  tag: () => (
    <>
      <Tag color="blue" />
      <Tag color="success" />
    </>
  ),
  // Closed, a tooltip draws only what it wraps, but registers its styles as it renders.
  tooltip: () => (
    <Tooltip title="-">
      <span />
    </Tooltip>
  ),
};

/**
 * What a signed-in page carries for the browser: the components' styles (`style`, which the browser skips
 * working out when it finds their path in the page) and their CSS variables (`cssVar`, which it then finds in
 * place). Not the theme's own variables (`token`): the browser writes those again under another name whatever
 * the page holds.
 */
const CARRIED = /^(style|cssVar)%/;

type Entry = [key: string, value: unknown];

/** Each part's cache entries, worked out once per process (the styles depend only on the theme, fixed per build). */
const entriesOfPart = new Map<AntdPart, readonly Entry[]>();

function entriesOf(part: AntdPart): readonly Entry[] {
  let entries = entriesOfPart.get(part);
  if (!entries) {
    const cache = createCache();
    renderToString(
      <StyleProvider cache={cache}>
        <AntdConfig lang="zh-CN">{PARTS[part]()}</AntdConfig>
      </StyleProvider>,
    );
    entries = [...cache.cache].filter(([key]) => CARRIED.test(key));
    entriesOfPart.set(part, entries);
  }
  return entries;
}

/**
 * Adds the named parts' styles to a render's style cache, after the ones the page drew itself (which are kept):
 * `extractStyle` then writes them into the page with their paths, as if the page had drawn the parts.
 */
export function addMemberStyles(cache: StyleCache, parts: Iterable<AntdPart>): void {
  for (const part of parts) {
    for (const [key, value] of entriesOf(part)) {
      if (cache.opGet(key) === null) cache.opUpdate(key, () => value as never);
    }
  }
}
