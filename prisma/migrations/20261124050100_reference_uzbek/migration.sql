-- AlterTable
ALTER TABLE "CancelReason" ADD COLUMN     "nameUz" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "descriptionUz" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameUz" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "City" ADD COLUMN     "nameUz" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "District" ADD COLUMN     "nameUz" TEXT NOT NULL DEFAULT '';
