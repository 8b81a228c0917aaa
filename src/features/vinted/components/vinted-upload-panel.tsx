import { useId, useRef, useState, type DragEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/disabled-reason';
import { useToast } from '../../../components/toast';
import { ACCEPTED_IMAGE_TYPES, addImages, MAX_IMAGES } from '../model/image-filter';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  uploadSchema,
  type UploadErrorKey,
  type UploadValues,
} from '../model/upload-schema';
import { useImagePreviews } from './use-image-previews';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/** Publishing is simulated and takes 1.5 s: the marketplace has no call for it yet. */
export const PUBLISH_SIMULATION_MS = 1500;

const EMPTY: UploadValues = { title: '', description: '', price: '', images: [] };

type Skipped = ReturnType<typeof addImages>['skipped'];

export default function VintedUploadPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const [skipped, setSkipped] = useState<Skipped | null>(null);
  const [dragging, setDragging] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UploadValues>({ resolver: zodResolver(uploadSchema), defaultValues: EMPTY });
  const [title, description, images] = useWatch({ control, name: ['title', 'description', 'images'] });
  const previews = useImagePreviews(images);
  const message = (key?: string) => (key ? t(`vinted.upload.errors.${key as UploadErrorKey}`) : undefined);

  const add = (files: FileList | null) => {
    if (!files) return;
    const result = addImages(images, Array.from(files));
    const left = result.skipped.type + result.skipped.size + result.skipped.count;
    setSkipped(left > 0 ? result.skipped : null);
    setValue('images', result.accepted, { shouldValidate: true });
  };

  const remove = (index: number) => {
    setValue(
      'images',
      images.filter((_, position) => position !== index),
      { shouldValidate: true },
    );
  };

  const onSubmit = async (values: UploadValues) => {
    await new Promise((resolve) => window.setTimeout(resolve, PUBLISH_SIMULATION_MS));
    toast(t('vinted.upload.published', { title: values.title.trim() }));
    setSkipped(null);
    reset(EMPTY);
  };

  const reasons = skipped
    ? [
        skipped.type && t('vinted.upload.skippedType', { count: skipped.type }),
        skipped.size && t('vinted.upload.skippedSize', { count: skipped.size }),
        skipped.count && t('vinted.upload.skippedCount', { count: skipped.count }),
      ].filter(Boolean)
    : [];

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ p: 2 }}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <TextField
        label={t('vinted.upload.title')}
        required
        disabled={isSubmitting}
        error={Boolean(errors.title)}
        helperText={message(errors.title?.message) ?? `${title.length}/${TITLE_MAX}`}
        {...register('title')}
      />
      <TextField
        label={t('vinted.upload.description')}
        required
        multiline
        minRows={3}
        disabled={isSubmitting}
        error={Boolean(errors.description)}
        helperText={message(errors.description?.message) ?? `${description.length}/${DESCRIPTION_MAX}`}
        {...register('description')}
      />
      <TextField
        label={t('vinted.upload.price')}
        required
        inputMode="decimal"
        disabled={isSubmitting}
        error={Boolean(errors.price)}
        helperText={message(errors.price?.message)}
        {...register('price')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } }}
      />
      <Controller
        control={control}
        name="images"
        render={({ fieldState }) => (
          <Box
            component="fieldset"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              m: 0,
              p: 1.5,
              border: '1px dashed',
              borderColor: fieldState.error ? 'error.main' : dragging ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
          >
            <Typography component="legend" variant="caption" sx={{ px: 0.5 }}>
              {t('vinted.upload.images')} · {t('vinted.upload.imageCount', { count: images.length })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('vinted.upload.dropHint')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {images.map((file, index) => (
                <Box key={`${file.name}-${index}`} sx={{ position: 'relative', width: 72, height: 72 }}>
                  <Box
                    component="img"
                    src={previews[index]}
                    alt={file.name}
                    sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
                  />
                  <TooltipIconButton
                    size="small"
                    onClick={() => remove(index)}
                    label={t('vinted.upload.remove', { name: file.name })}
                    disabled={isSubmitting}
                    sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
                  >
                    <CloseIcon fontSize="inherit" />
                  </TooltipIconButton>
                </Box>
              ))}
            </Box>
            <input
              ref={picker}
              type="file"
              hidden
              multiple
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              aria-label={t('vinted.upload.addImages')}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
            <Button
              size="small"
              startIcon={<AddPhotoAlternate />}
              onClick={() => picker.current?.click()}
              disabled={isSubmitting || images.length >= MAX_IMAGES}
              sx={{ mt: 1 }}
            >
              {t('vinted.upload.addImages')}
            </Button>
            {/* Its one rule (at least one image) is said beside Publish, which waits for it. */}
          </Box>
        )}
      />
      {skipped && (
        <Alert severity="info" onClose={() => setSkipped(null)}>
          {t('vinted.upload.skipped', {
            count: skipped.type + skipped.size + skipped.count,
            reasons: reasons.join(', '),
          })}
        </Alert>
      )}
      {isSubmitting && <LinearProgress aria-label={t('vinted.upload.publishing')} />}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || images.length === 0}
          aria-describedby={images.length === 0 ? reasonId : undefined}
        >
          {isSubmitting ? t('vinted.upload.publishing') : t('vinted.upload.publish')}
        </Button>
        {/* The rule's own message, while it is the reason Publish waits. */}
        <DisabledReason
          id={reasonId}
          reason={images.length === 0 && !isSubmitting ? t('vinted.upload.errors.imagesRequired') : null}
        />
      </Stack>
    </Stack>
  );
}
