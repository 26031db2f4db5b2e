-- CreateTable
CREATE TABLE "Speaker" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Speaker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeachingSeries" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeachingSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Teaching" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "speakerId" INTEGER,
    "seriesId" INTEGER,
    "scripture" TEXT NOT NULL DEFAULT '',
    "passages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "books" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "summary" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "audioUrl" TEXT,
    "audioSize" INTEGER,
    "audioType" TEXT,
    "videoUrl" TEXT,
    "imageUrl" TEXT,
    "bookletId" INTEGER,
    "bookPage" INTEGER,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Teaching_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Speaker_slug_key" ON "Speaker"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "TeachingSeries_slug_key" ON "TeachingSeries"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Teaching_slug_key" ON "Teaching"("slug");

-- CreateIndex
CREATE INDEX "Teaching_publishedAt_date_idx" ON "Teaching"("publishedAt", "date");

-- CreateIndex
CREATE INDEX "Teaching_speakerId_idx" ON "Teaching"("speakerId");

-- CreateIndex
CREATE INDEX "Teaching_seriesId_idx" ON "Teaching"("seriesId");

-- CreateIndex
CREATE INDEX "Teaching_books_idx" ON "Teaching" USING GIN ("books");

-- AddForeignKey
ALTER TABLE "Teaching" ADD CONSTRAINT "Teaching_speakerId_fkey" FOREIGN KEY ("speakerId") REFERENCES "Speaker"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Teaching" ADD CONSTRAINT "Teaching_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "TeachingSeries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Teaching" ADD CONSTRAINT "Teaching_bookletId_fkey" FOREIGN KEY ("bookletId") REFERENCES "Booklet"("id") ON DELETE SET NULL ON UPDATE CASCADE;
