import { z } from "zod/v4";
import type { WrittenMetadata } from "./written-metadata";

/** A wall-clock date and time as the camera wrote it, with the zone's offset when the file gives one. */
const takenPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2})?$/;

/**
 * The camera's story of one photo, as read from its EXIF: never where it was taken (no GPS field
 * exists here, so none can leak into a page or manifest).
 */
export const photoDetailsSchema = z.object({
  camera: z.string().max(200).optional(),
  lens: z.string().max(200).optional(),
  /** Millimetres, and the 35 mm equivalent when the camera records it. */
  focalLength: z.number().positive().max(10_000).optional(),
  focalLength35: z.number().positive().max(10_000).optional(),
  /** The f-number. */
  aperture: z.number().positive().max(1_000).optional(),
  /** Seconds. */
  exposureTime: z.number().positive().max(100_000).optional(),
  iso: z.number().int().positive().max(10_000_000).optional(),
  /** Exposure compensation in EV. */
  exposureBias: z.number().min(-100).max(100).optional(),
  taken: z.string().regex(takenPattern).optional(),
});

export type PhotoDetails = z.infer<typeof photoDetailsSchema>;

/**
 * What a photo's details show: the camera's facts, what its owner wrote about the file, and the
 * RAW files beside it that it stands for (a RAW+JPEG pair is one item: "IMG_1234.CR3").
 */
export type ItemDetails = PhotoDetails & Pick<WrittenMetadata, "rating" | "label" | "originalName"> & { raw?: string };
