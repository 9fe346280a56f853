-- the phone Telegram confirmed through the Mini App contact request (issue 19)
ALTER TABLE "User" ADD COLUMN "phoneVerified" BOOLEAN NOT NULL DEFAULT false;

-- a task whose phone is the client's confirmed phone
ALTER TABLE "Task" ADD COLUMN "phoneVerified" BOOLEAN NOT NULL DEFAULT false;
