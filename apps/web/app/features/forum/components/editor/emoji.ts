/** A small built-in emoji set for the editor (no extra package): faces, hands, work and status. */
export const EMOJI: readonly string[] = [
  '😀', '😄', '😂', '🙂', '😉', '😍', '🤔', '😮',
  '😅', '😭', '😡', '😎', '🤝', '👍', '👎', '👏',
  '🙏', '💪', '👀', '🎉', '🔥', '⭐', '💡', '✅',
  '❌', '⚠️', '❓', '📷', '🔍', '🔧', '⚙️', '💻',
  '📈', '📉', '📌', '📎', '🚀', '🐛', '☕', '❤️',
];
