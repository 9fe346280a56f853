-- CreateEnum
CREATE TYPE "TaskWhen" AS ENUM ('asap', 'today', 'tomorrow', 'window');

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "scheduledFrom" TIMESTAMP(3),
ADD COLUMN     "scheduledTo" TIMESTAMP(3),
ADD COLUMN     "when" "TaskWhen" NOT NULL DEFAULT 'asap';
