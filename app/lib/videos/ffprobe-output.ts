import { z } from "zod/v4";

/**
 * ffprobe's JSON about one file: a boundary, as the file is the owner's and any file may be named
 * .mp4. Only what Vitrine reads is kept; a field of the wrong kind or size reads as absent (a tag
 * of a megabyte is a hostile file's, not a title), and a file without streams and format is none.
 */

/** A number ffprobe may print as a string ("3.000000"), or "N/A". */
const numeric = z.coerce.number().finite().optional().catch(undefined);
const tag = z.string().max(2000).optional().catch(undefined);

/**
 * `-show_data`'s hexdump of a stream's codec configuration ("00000000: 0164 000d ffe1 …  .d……"):
 * 16 bytes a line, their hex in the 40 columns after the offset. Its bytes are what RFC 6381's
 * codecs strings are made of (avcC, hvcC, av1C).
 */
export function hexdumpBytes(dump: string): Buffer {
  const hex = dump
    .split("\n")
    .map((line) => /^[0-9a-f]{8}: (.{0,40})/.exec(line)?.[1]?.replace(/ /g, "") ?? "")
    .join("");
  return /^(?:[0-9a-f]{2})*$/.test(hex) ? Buffer.from(hex, "hex") : Buffer.alloc(0);
}

const streamSchema = z.object({
  codec_type: z.string().max(32).optional().catch(undefined),
  codec_name: z.string().max(64).optional().catch(undefined),
  /** The sample entry's four characters in MP4 and QuickTime (hvc1, avc1, apch). */
  codec_tag_string: z.string().max(64).optional().catch(undefined),
  profile: z.string().max(64).optional().catch(undefined),
  level: z.number().int().optional().catch(undefined),
  width: z.number().int().optional().catch(undefined),
  height: z.number().int().optional().catch(undefined),
  pix_fmt: z.string().max(64).optional().catch(undefined),
  /** How the samples encode light: "smpte2084" (PQ) and "arib-std-b67" (HLG) are HDR. */
  color_transfer: z.string().max(64).optional().catch(undefined),
  bits_per_raw_sample: numeric,
  avg_frame_rate: z.string().max(32).optional().catch(undefined),
  extradata: z.string().max(1_000_000).transform(hexdumpBytes).optional().catch(undefined),
  side_data_list: z
    .array(z.object({ rotation: z.number().finite().optional().catch(undefined) }))
    .max(64)
    .optional()
    .catch(undefined),
  tags: z.object({ rotate: tag }).optional().catch(undefined),
  disposition: z
    .object({ attached_pic: z.number().optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

export const ffprobeOutputSchema = z.object({
  streams: z.array(streamSchema).max(64),
  format: z.object({
    format_name: z.string().max(200),
    duration: numeric,
    tags: z
      .object({
        title: tag,
        creation_time: tag,
        "com.apple.quicktime.creationdate": tag,
      })
      .optional()
      .catch(undefined),
  }),
});

export type FfprobeOutput = z.infer<typeof ffprobeOutputSchema>;
export type FfprobeStream = FfprobeOutput["streams"][number];

/** What ffprobe is asked for: the fields above and nothing more, so its output stays small whatever the file holds. */
export const ffprobeEntries = [
  "stream=codec_type,codec_name,codec_tag_string,profile,level,width,height,pix_fmt,color_transfer,bits_per_raw_sample,avg_frame_rate,extradata",
  "stream_side_data=rotation",
  "stream_tags=rotate",
  "stream_disposition=attached_pic",
  "format=format_name,duration",
  "format_tags=title,creation_time,com.apple.quicktime.creationdate",
].join(":");
