-- A file whose reading stopped its server twice is not read again at the next start (review 10, H1).
ALTER TABLE "Document" ADD COLUMN "indexingAttempts" INTEGER NOT NULL DEFAULT 0;
