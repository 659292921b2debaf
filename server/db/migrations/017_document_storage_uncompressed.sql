-- Documents: the uploaded file and each chunk's strings are stored without compression. The
-- database compressed every upload (pglz, a megabyte and more) while the upload waited, which
-- cost the embedded database more than twice the time of storing the bytes as they are; the
-- files are kept for the retention period only, so the space is worth less than the time.
-- Rows stored before stay as they are (the setting applies to values written from now on).
ALTER TABLE document ALTER COLUMN file SET STORAGE EXTERNAL;
ALTER TABLE document_strings ALTER COLUMN strings SET STORAGE EXTERNAL;
