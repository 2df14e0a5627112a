import { msg } from '@lingui/core/macro';
import { pageFailedMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('pageFailed', {
  detail: [
    pageFailedMessages.detail,
    msg`Something went wrong while showing it. Reload the page to try again, or start again from the area's home.`,
  ],
  title: [pageFailedMessages.title, msg`This page could not be shown`],
});
