import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_BATCH, studentNumberText, type StudentMe } from '@campus/domain';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { PictureUpload } from './picture-upload';

type ProfileFields = Pick<StudentMe, 'number' | 'name' | 'email' | 'phone' | 'program' | 'batch' | 'profilePicture'>;

export function ProfileDetails({ me }: { me: ProfileFields }) {
  const { t } = useLingui();
  // Each detail: its label, its value, and whether the value is a code (shown in a fixed-width font).
  const details: [string, string, boolean][] = [
    [t`Full name`, me.name, false],
    [t`Email`, me.email, false],
    [t`Phone`, me.phone ?? '—', false],
    [t`Student ID`, studentNumberText(me.number), true],
    [t`Program`, me.program ?? '—', false],
    [t`Batch`, me.batch ?? DEFAULT_BATCH, false],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col items-center text-center lg:col-span-1">
        <Avatar src={me.profilePicture} name={me.name} className="size-28" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{me.name}</h2>
        <p className="text-sm text-slate-500">{me.program ?? t`Student`}</p>
        <div className="mt-6 w-full border-t border-slate-100 pt-6 text-left">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">
            <Trans>Profile picture</Trans>
          </h3>
          <PictureUpload />
        </div>
      </Card>
      <Card className="lg:col-span-2">
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Personal details</Trans>
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">
          {details.map(([label, value, code]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className={`mt-1 text-sm text-slate-900 ${code ? 'font-mono' : 'break-words'}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
