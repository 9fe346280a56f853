-- CreateEnum
CREATE TYPE "Language" AS ENUM ('ru', 'uz');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'ru';

-- users already seen: the language their Telegram reported (uz... gives uz), as a first sign-in would
UPDATE "User" SET "language" = 'uz' WHERE lower("languageCode") LIKE 'uz%';
