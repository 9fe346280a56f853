-- Dispatch (issue 17): every ranking of eligible masters leaves out those busy with a task (taken or in
-- progress). The busy tasks are a few hundred rows among 100,000, and this index holds only them: the
-- ranking reads them in one short scan and joins, instead of probing the whole task index once per master.
CREATE INDEX "Task_busy_contract_idx" ON "Task" ("contractId") WHERE status IN ('taken', 'in_progress');
