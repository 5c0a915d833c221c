import { countText as count, MAX_ACTION_LENGTH, MAX_NEED_TEXT_CHARS, MAX_NEEDS } from '../../app/input-limits';
import type { NeedReading } from './need-query';
import * as styles from './NeedCapNotice.css';

/** What a link's list or a paste left out past the caps, in plain words; '' when nothing was. */
export function capNoticeText(reading: NeedReading, source: 'link' | 'paste'): string {
  const sentences: string[] = [];
  if (reading.overCap > 0) {
    const more = reading.cut ? `at least ${count(reading.overCap)}` : count(reading.overCap);
    sentences.push(
      source === 'link'
        ? `This link lists more permissions than the finder takes (${count(MAX_NEEDS)} at most): the first ${count(reading.need.length)} are kept and ${more} more were left out.`
        : `The finder takes at most ${count(MAX_NEEDS)} permissions: ${count(reading.need.length)} of the pasted actions were added and ${more} more were left out.`,
    );
  } else if (reading.cut) {
    sentences.push(
      `Only the first ${count(MAX_NEED_TEXT_CHARS)} characters of the ${source === 'link' ? 'link' : 'pasted text'} were read.`,
    );
  }
  if (reading.tooLong > 0) {
    const what =
      reading.tooLong === 1
        ? `One ${source === 'link' ? 'entry' : 'line'} is`
        : `${count(reading.tooLong)} ${source === 'link' ? 'entries' : 'lines'} are`;
    sentences.push(`${what} longer than ${MAX_ACTION_LENGTH} characters and left out: no permission is that long.`);
  }
  return sentences.join(' ');
}

/** A polite live region that says what a link or a paste left out past the caps (input-limits.ts). */
export function NeedCapNotice({ text }: { text: string }) {
  return <div role="status">{text ? <p className={styles.notice}>{text}</p> : null}</div>;
}
