// "Edit Media Details" (document 001 §2.6, §5): display name, alt text (required for SEO), caption,
// description and comma-separated tags (trimmed, blanks dropped). The server recomputes the score.
import { useEffect } from 'react';
import type { MediaFile } from '../../../../core/schemas/images';
import { mediaDetailsForm } from '../../../../core/schemas/media';
import { changedValues } from '../../components/form/changed-values';
import { FormKit, TextAreaField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { formatBytes } from '../../lib/utils';
import { mediaKey, updateMedia } from '../../queries/media';
import { SeoScoreBadge } from '../shared/seo-score-badge';
import { useSaveMutation } from '../use-save-mutation';

const valuesOf = (media: MediaFile | null) => ({
  displayName: media?.displayName ?? '',
  alt: media?.alt ?? '',
  caption: media?.caption ?? '',
  description: media?.description ?? '',
  tags: media?.tags.join(', ') ?? '',
});

export function MediaDetailsDialog({
  media,
  onOpenChange,
}: {
  media: MediaFile | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useSchemaForm(mediaDetailsForm, { defaultValues: valuesOf(media) });
  const { reset } = form;

  useEffect(() => {
    if (media) reset(valuesOf(media));
  }, [media, reset]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof mediaDetailsForm>) =>
      updateMedia(media!.id, changedValues(form.formState.dirtyFields, values)),
    success: (saved) => ['Media updated', `"${saved.displayName || saved.originalName}" was saved.`],
    failure: () => ['Error', 'Failed to update media file.'],
    invalidates: () => [mediaKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['displayName', 'alt', 'caption', 'description', 'tags'],
    },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={media !== null}
      onOpenChange={onOpenChange}
      title="Edit Media Details"
      description="Descriptive alt text, a name and tags help search engines and screen readers."
      submitLabel="Save Changes"
      pending={mutation.isPending}
      size="lg"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
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
      <FormKit form={form} idPrefix="media">
        <TextField name="displayName" id="media-display-name" label="Display Name" autoComplete="off" />
        <TextField name="alt" label="Alt Text" autoComplete="off" />
        <TextField name="caption" label="Caption" autoComplete="off" />
        <TextAreaField name="description" label="Description" />
        <TextField
          name="tags"
          label="Tags"
          hint="Separate tags with commas."
          autoComplete="off"
          placeholder="duplex, soldering, copper"
        />
      </FormKit>
    </FormDialog>
  );
}
