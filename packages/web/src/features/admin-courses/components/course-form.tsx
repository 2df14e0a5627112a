import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { courseFieldsSchema, paiseToRupeeInput, type Course } from '@campus/domain';
import { CourseCover } from '@/components/ui/course-cover';
import { InputField, TextareaField } from '@/components/ui/field';
import { PictureFileInput } from '@/components/ui/picture-file-input';
import '@/lib/domain-text/upload';
import { domainText } from '@/lib/domain-text/registry';
import { takePicture } from '@/lib/image-file';
import { useKeptValues } from '@/lib/use-kept-values';
import { rupeeField } from '@/lib/rupee-field';
import { useObjectUrl } from '@/lib/use-object-url';
import type { CourseInput } from '../api/course-form-data';
import { fieldProblem } from '../utils/field-problem';

/**
 * What the admin types (all text) and what it becomes: duration in weeks, price in paise. Its own texts stay in English
 * here and are shown in the language chosen by fieldProblem (utils/field-problem.ts).
 */
const courseFormSchema = z.object({
  name: courseFieldsSchema.shape.name,
  description: courseFieldsSchema.shape.description,
  duration: z
    .string()
    .trim()
    .min(1, 'Duration is required')
    .regex(/^-?\d+$/, 'Duration is a whole number of weeks')
    .transform(Number)
    .pipe(courseFieldsSchema.shape.duration),
  price: rupeeField('Price is required'),
  category: courseFieldsSchema.shape.category,
});

type CourseFormValues = z.input<typeof courseFormSchema>;

const EMPTY: CourseFormValues = { name: '', description: '', duration: '', price: '', category: '' };

function initialValues(course: Course | null): CourseFormValues {
  if (!course) return EMPTY;
  return {
    name: course.name,
    description: course.description,
    duration: String(course.duration),
    price: paiseToRupeeInput(course.price),
    category: course.category,
  };
}

interface CourseFormProps {
  /** The form's id, so a submit button outside it (in the dialog footer) can submit it. */
  id: string;
  /** The course being edited, or null to add one. */
  course: Course | null;
  disabled?: boolean;
  onSubmit: (input: CourseInput) => void;
}

/** The add and edit course form (spec §5): name, description, duration ≥ 1, price ≥ 0 in steps of ₹0.01, category, optional image. */
export function CourseForm({ id, course, disabled, onSubmit }: CourseFormProps) {
  const { t } = useLingui();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<CourseFormValues, unknown, z.output<typeof courseFormSchema>>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: initialValues(course),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  useKeptValues(form, 'admin', `course:${course?._id ?? 'new'}`);

  const submit = handleSubmit((fields) => onSubmit({ ...fields, image }));

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-5">
      <fieldset disabled={disabled} className="space-y-5">
        <InputField
          label={t`Course name`}
          data-autofocus
          error={fieldProblem(errors.name?.message, { label: 'Course name', shown: t`Course name` })}
          {...register('name')}
        />
        <TextareaField
          label={t`Description`}
          rows={3}
          error={fieldProblem(errors.description?.message, { label: 'Description', shown: t`Description` })}
          {...register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <InputField
            label={t`Category`}
            placeholder={t`e.g. Programming`}
            error={fieldProblem(errors.category?.message, { label: 'Category', shown: t`Category` })}
            {...register('category')}
          />
          <InputField
            label={t`Duration (weeks)`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={fieldProblem(errors.duration?.message)}
            {...register('duration')}
          />
          <InputField
            label={t`Price (₹)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={t`In rupees, e.g. 9500.50`}
            error={fieldProblem(errors.price?.message)}
            {...register('price')}
          />
        </div>
        <ImagePicker
          current={course}
          file={image}
          error={imageError}
          onChoose={(file, problem) => {
            setImage(file);
            setImageError(problem);
          }}
        />
      </fieldset>
    </form>
  );
}

interface ImagePickerProps {
  current: Course | null;
  file: File | null;
  error: string | null;
  /** The usable file chosen (null when none or refused), and why a file was refused. */
  onChoose: (file: File | null, problem: string | null) => void;
}

/** An optional picture, checked like profile pictures (type and size) before it is sent. */
function ImagePicker({ current, file, error, onChoose }: ImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const preview = useObjectUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) =>
    void takePicture(event.target).then((picked) => picked && onChoose(picked.file, picked.problem));

  const shown = preview ?? current?.image ?? null;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700">{t`Image (optional)`}</span>
      <div className="flex items-center gap-4">
        <div className="w-28 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t`Preview of the chosen image` : t`Current course image`}
              className="h-16 w-full object-cover"
            />
          ) : (
            <CourseCover image={null} category={current?.category ?? ''} className="h-16 [&_svg]:size-6" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <PictureFileInput
            id={inputId}
            onChange={choose}
            aria-describedby={`${inputId}-note`}
            aria-invalid={error ? true : undefined}
          >
            {shown ? t`Change image` : t`Choose image`}
          </PictureFileInput>
          <p id={`${inputId}-note`} className={`text-xs ${error ? 'font-medium text-rose-600' : 'text-slate-500'}`}>
            {error ? domainText(error) : file ? file.name : t`JPEG, PNG, GIF or WebP, up to 5 MB.`}
          </p>
        </div>
      </div>
    </div>
  );
}
