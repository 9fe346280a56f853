-- AlterTable
ALTER TABLE "City" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "District" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "dispatchWave" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastWaveAt" TIMESTAMP(3),
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "nextWaveAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TaskOffer" ADD COLUMN     "distanceM" INTEGER,
ADD COLUMN     "wave" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "Task_nextWaveAt_idx" ON "Task"("nextWaveAt");
