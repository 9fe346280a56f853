-- the distance the client is shown: between the task's cell centre and the master's cell centre
ALTER TABLE "TaskOffer" ADD COLUMN "cellDistanceM" INTEGER;
