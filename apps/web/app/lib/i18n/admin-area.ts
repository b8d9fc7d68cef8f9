import { adminEn } from './admin.en';
import { adminZhCN } from './admin.zh-CN';
import { registerArea } from './index';

// Imported by the console's layout: its strings reach the browser with the console's pages only.
registerArea({ 'zh-CN': adminZhCN, en: adminEn });
