-- CreateEnum
CREATE TYPE "TaskSource" AS ENUM ('app', 'group');

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "chatId" BIGINT,
ALTER COLUMN "userId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "source" "TaskSource" NOT NULL DEFAULT 'app';

-- CreateTable
CREATE TABLE "IntakeToken" (
    "id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "categoryId" INTEGER,
    "chatId" BIGINT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntakeToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntakeCooldown" (
    "key" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IntakeCooldown_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "IntakeGroup" (
    "chatId" BIGINT NOT NULL,
    "silenced" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IntakeGroup_pkey" PRIMARY KEY ("chatId")
);

-- CreateTable
CREATE TABLE "IntakeDaily" (
    "chatId" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "messagesRead" INTEGER NOT NULL DEFAULT 0,
    "replies" INTEGER NOT NULL DEFAULT 0,
    "tasksCreated" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "IntakeDaily_pkey" PRIMARY KEY ("chatId","day")
);

-- CreateIndex
CREATE INDEX "IntakeToken_chatId_createdAt_idx" ON "IntakeToken"("chatId", "createdAt");

-- CreateIndex
CREATE INDEX "IntakeToken_expiresAt_idx" ON "IntakeToken"("expiresAt");

-- CreateIndex
CREATE INDEX "IntakeDaily_day_idx" ON "IntakeDaily"("day");

-- CreateIndex
CREATE INDEX "Notification_chatId_sentAt_idx" ON "Notification"("chatId", "sentAt");
