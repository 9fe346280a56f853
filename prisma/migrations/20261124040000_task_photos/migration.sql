-- CreateTable
CREATE TABLE "TaskPhoto" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "taskId" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "extension" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaskPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TaskPhoto_taskId_position_idx" ON "TaskPhoto"("taskId", "position");

-- CreateIndex
CREATE INDEX "TaskPhoto_userId_taskId_idx" ON "TaskPhoto"("userId", "taskId");

-- CreateIndex
CREATE INDEX "TaskPhoto_createdAt_idx" ON "TaskPhoto"("createdAt");

-- AddForeignKey
ALTER TABLE "TaskPhoto" ADD CONSTRAINT "TaskPhoto_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskPhoto" ADD CONSTRAINT "TaskPhoto_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
