-- The feed list's changes join every other admin change in audit_log (area 'feeds'); the actions
-- become the past-tense verbs the screens print. An actor whose account is gone keeps the e-mail.
INSERT INTO "audit_log" ("area", "action", "subject", "detail", "actor_id", "actor_email", "created_at")
SELECT 'feeds',
       CASE fc."action" WHEN 'add' THEN 'added' WHEN 'disable' THEN 'disabled' ELSE 're-enabled' END,
       fc."feed_key",
       fc."details",
       u."id",
       fc."changed_by_email",
       fc."created_at"
FROM "feed_changes" fc
LEFT JOIN "user" u ON u."id" = fc."changed_by"
ORDER BY fc."created_at";
--> statement-breakpoint
DROP TABLE "feed_changes" CASCADE;
