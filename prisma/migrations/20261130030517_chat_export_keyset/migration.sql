-- The conversation export reads in keyset batches, and an answer finds its question by one index probe (review 10, M2).
-- CreateIndex
CREATE INDEX "ChatMessage_conversationId_role_id_idx" ON "ChatMessage"("conversationId", "role", "id");

-- CreateIndex
CREATE INDEX "ChatMessage_role_createdAt_id_idx" ON "ChatMessage"("role", "createdAt", "id");
