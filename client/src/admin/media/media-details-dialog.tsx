// "Edit Media Details" (document 001 §2.6, §5): display name, alt text (required for SEO), caption,
// description and comma-separated tags (trimmed, blanks dropped). The server recomputes the score.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MediaFile } from '../../../../core/schemas/images';
import { type MediaDetailsForm, mediaDetailsForm, splitTags } from '../../../../core/schemas/media';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { formatBytes } from '../../lib/utils';
import { mediaKey } from '../../queries/media';
import { SeoScoreBadge } from '../shared/seo-score-badge';
import { useSaveMutation } from '../use-save-mutation';

export function MediaDetailsDialog({
  media,
  onOpenChange,
}: {
  media: MediaFile | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<MediaDetailsForm>({
    resolver: zodResolver(mediaDetailsForm),
    defaultValues: { displayName: '', alt: '', caption: '', description: '', tags: '' },
  });
  const { register, handleSubmit, reset, formState } = form;

  useEffect(() => {
    if (!media) return;
    reset({
      displayName: media.displayName ?? '',
      alt: media.alt,
      caption: media.caption ?? '',
      description: media.description ?? '',
      tags: media.tags.join(', '),
    });
  }, [media, reset]);

  const mutation = useSaveMutation<MediaDetailsForm, MediaFile>({
    update: media && ['PATCH', `/api/media/${media.id}`],
    body: (values) => ({
      displayName: values.displayName,
      alt: values.alt,
      caption: values.caption,
      description: values.description,
      tags: splitTags(values.tags),
    }),
    success: (saved) => ['Media updated', `"${saved.displayName || saved.originalName}" was saved.`],
    failure: () => ['Error', 'Failed to update media file.'],
    invalidates: () => [mediaKey],
    onSaved: () => onOpenChange(false),
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={media !== null}
      onOpenChange={onOpenChange}
      title="Edit Media Details"
      description="Descriptive alt text, a name and tags help search engines and screen readers."
      submitLabel="Save Changes"
      pending={mutation.isPending}
      size="lg"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {media && (
        <div className="flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
          <img
            src={media.optimizedVariants?.thumbnail ?? media.url}
            alt=""
            className="h-16 w-16 shrink-0 rounded object-cover"
          />
          <div className="min-w-0 flex-1 text-xs text-slate-600">
            <p className="truncate font-medium text-slate-900">{media.seoFilename}</p>
            <p>
              {formatBytes(media.size)}
              {media.width && media.height ? ` · ${media.width}×${media.height}` : ''}
            </p>
          </div>
          <SeoScoreBadge score={media.seoScore} />
        </div>
      )}
      <Field label="Display Name" htmlFor="media-display-name" error={errors.displayName?.message}>
        <Input id="media-display-name" autoComplete="off" {...register('displayName')} />
      </Field>
      <Field label="Alt Text" htmlFor="media-alt" error={errors.alt?.message} required>
        <Input
          id="media-alt"
          autoComplete="off"
          aria-invalid={!!errors.alt || undefined}
          {...register('alt')}
        />
      </Field>
      <Field label="Caption" htmlFor="media-caption" error={errors.caption?.message}>
        <Input id="media-caption" autoComplete="off" {...register('caption')} />
      </Field>
      <Field label="Description" htmlFor="media-description" error={errors.description?.message}>
        <Textarea id="media-description" rows={3} {...register('description')} />
      </Field>
      <Field label="Tags" htmlFor="media-tags" hint="Separate tags with commas." error={errors.tags?.message}>
        <Input
          id="media-tags"
          autoComplete="off"
          placeholder="duplex, soldering, copper"
          {...register('tags')}
        />
      </Field>
    </FormDialog>
  );
}
