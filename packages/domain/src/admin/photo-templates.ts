import { z } from 'zod';
import { photoDetailLevels } from '../photo-pricing';
import { photoCropSchema } from '../schemas/photo-order';

/** A photo order line's print template: none (a line from before templates), then the job's states. */
export const photoTemplateStatuses = ['none', 'queued', 'working', 'ready', 'failed'] as const;
export type PhotoTemplateStatus = (typeof photoTemplateStatuses)[number];

/** The files staff download: the painted preview, the outline template, the print shop's PDF. */
export const photoTemplateFiles = ['preview.png', 'template.svg', 'template.pdf'] as const;
export type PhotoTemplateFile = (typeof photoTemplateFiles)[number];

export const photoTemplateFileParamsSchema = z.object({
  id: z.coerce.number({ error: 'invalid_data' }).int().positive().max(2_147_483_647),
  lineId: z.coerce.number({ error: 'invalid_data' }).int().positive().max(2_147_483_647),
  file: z.enum(photoTemplateFiles),
});

/** One paint of the kit's legend. */
export const photoTemplatePaintSchema = z.object({
  number: z.number().int(),
  hex: z.string(),
  share: z.number(),
  areaMm2: z.number(),
  paintMl: z.number(),
  regionCount: z.number().int(),
});

export const adminPhotoTemplateSchema = z.object({
  lineId: z.number().int(),
  status: z.enum(photoTemplateStatuses),
  attempts: z.number().int(),
  /** photo_too_small, photo_too_plain, photo_missing or generation_failed when failed */
  errorCode: z.string().nullable(),
  updatedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** the generator's options as run: the storefront preview's, from what the shopper chose */
  options: z
    .object({
      widthCm: z.number(),
      heightCm: z.number(),
      colours: z.number().int(),
      detail: z.enum(photoDetailLevels),
      seed: z.number().int(),
      crop: photoCropSchema.optional(),
      pxPerMm: z.number(),
    })
    .nullable(),
  palette: z.array(photoTemplatePaintSchema).nullable(),
  stats: z
    .object({
      colourCount: z.number().int(),
      regionCount: z.number().int(),
      smallestRegionMm2: z.number(),
      labelsFitShare: z.number(),
      widthMm: z.number(),
      heightMm: z.number(),
      generationMs: z.number(),
    })
    .nullable(),
  /** staff download links (attachments), present once ready */
  files: z.record(z.enum(photoTemplateFiles), z.string()).nullable(),
});
export type AdminPhotoTemplate = z.infer<typeof adminPhotoTemplateSchema>;
