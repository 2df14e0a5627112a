import { msg } from '@lingui/core/macro';
import { pageForbiddenMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('pageForbidden', {
  detail: [
    pageForbiddenMessages.detail,
    msg`Your role does not include this part of Campus. Ask an admin if you need it.`,
  ],
  title: [pageForbiddenMessages.title, msg`You do not have access to this page`],
});
