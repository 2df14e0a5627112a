import { plural, t } from '@lingui/core/macro';

/**
 * The domain's `formatMinutes` in the language shown: the same English ("45 min", "1 h 30 min"; "45 minutes",
 * "1 hour 30 minutes"), held to it by minutes-text.test.ts.
 */
export function minutesText(minutes: number, style: 'short' | 'long' = 'long'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts =
    style === 'short'
      ? [hours > 0 && t`${hours} h`, (rest > 0 || hours === 0) && t`${rest} min`]
      : [
          hours > 0 && plural(hours, { one: `${hours} hour`, other: `${hours} hours` }),
          (rest > 0 || hours === 0) && plural(rest, { one: `${rest} minute`, other: `${rest} minutes` }),
        ];
  return parts.filter(Boolean).join(' ');
}

/** The domain's `learningMessages.lessonDoneIn` in the language shown (the same English, minutes-text.test.ts). */
export const lessonDoneInText = (minutes: number): string =>
  t`Spend a little more time on this lesson first: you can mark it as done in about ${plural(minutes, {
    one: `${minutes} minute`,
    other: `${minutes} minutes`,
  })}`;
