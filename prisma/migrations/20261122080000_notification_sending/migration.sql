-- AlterEnum
ALTER TYPE "NotificationState" ADD VALUE 'sending';
