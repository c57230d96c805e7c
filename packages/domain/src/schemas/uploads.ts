import { z } from 'zod';

/** POST /api/uploads/: the new file's opaque id (never its name), as the secure vault answers. */
export const uploadedFileSchema = z.object({
  id: z.string().describe('Opaque id of the stored file; attach it to a financial source by this id'),
  contains_password_protected_document: z
    .boolean()
    .describe('A PDF that needs a password to open: reviewers cannot read it without one'),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * Spec part 2 §7 "Upload files": each file goes with the context it was sent from, kept with the file for
 * whoever reviews it: the browser and its system (the user agent), whether the window is a private one
 * (null when the browser does not tell), and whether it is a desktop.
 */
export const uploadContextSchema = z.object({
  browser: z.string().max(512),
  private_browsing: z.boolean().nullable(),
  desktop: z.boolean(),
});
export type UploadContext = z.infer<typeof uploadContextSchema>;

/** The shape of an upload id (random, URL-safe base64), checked before any lookup. */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a file id.');

// The spec's file messages (part 2 §8). `{file}` is the name the person chose; without one the sentence
// still reads naturally.
const withName = (template: (name: string) => string, name: string | undefined) =>
  template(name?.trim() ? ` ${name.trim()}` : '');

export const uploadWrongFormatMessage = (file?: string) =>
  withName(
    (name) =>
      `Oops! Your file${name} couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.`,
    file,
  );

export const UPLOAD_EMPTY_FILE_MESSAGE =
  'Oops! We’re having trouble uploading one of your files. Please try again.';

/** The spec gives only the frame ("Oops! Your file(s) ... too large."); one file or several. */
export const uploadTooLargeMessage = (files: readonly string[] = []) => {
  const names = files.map((file) => file.trim()).filter(Boolean);
  return names.length > 1
    ? `Oops! Your files ${names.join(', ')} are too large. Please save as 10MB or smaller and try again.`
    : withName(
        (name) => `Oops! Your file${name} is too large. Please save as 10MB or smaller and try again.`,
        names[0],
      );
};

/** Part 1 §8: shown when an upload request fails for any other reason. */
export const UPLOAD_ERROR_MESSAGE =
  'Oops, we had some trouble uploading your files. Be sure to use documents with unique filenames and refrain from renaming them during the upload process. If you continue to have issues, please contact an agent or try again later.';
