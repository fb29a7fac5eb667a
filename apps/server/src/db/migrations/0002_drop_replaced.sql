INSERT INTO "gate_logs" ("tenant_id", "user_id", "username", "kind", "ip", "at") SELECT "tenant_id", "user_id", "username", "kind", "ip", "at" FROM "auth_events";--> statement-breakpoint
DROP TABLE "auth_events" CASCADE;--> statement-breakpoint
INSERT INTO "element_routes" ("element_id", "method", "route")
SELECT e."id", r."method", r."route"
FROM "elements" e
JOIN (VALUES
  ('userManager:view', 'GET', '/api/admin/user/page'),
  ('userManager:view', 'GET', '/api/admin/user/pageNoSelf'),
  ('userManager:view', 'GET', '/api/admin/user/:id'),
  ('userManager:view', 'GET', '/api/admin/user/findNode'),
  ('userManager:btn_add', 'POST', '/api/admin/user'),
  ('userManager:btn_add', 'GET', '/api/admin/user/findNode'),
  ('userManager:btn_edit', 'PUT', '/api/admin/user/:id'),
  ('userManager:btn_edit', 'GET', '/api/admin/user/:id'),
  ('userManager:btn_edit', 'GET', '/api/admin/user/findNode'),
  ('userManager:btn_del', 'DELETE', '/api/admin/user/:id'),
  ('userManager:btn_resetPassword', 'PUT', '/api/admin/user/:id/password')
) AS r("code", "method", "route") ON r."code" = e."code"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "element_routes" ("element_id", "method", "route")
SELECT e."id", 'GET', '/api/admin/user/' || c."check"
FROM "elements" e
CROSS JOIN (VALUES ('checkUserNameFormAll'), ('checkNoFormTenant'), ('checkIdNoFormTenant'), ('checkMobilePhoneFormTenant'), ('checkEmailFormTenant')) AS c("check")
WHERE e."code" IN ('userManager:btn_add', 'userManager:btn_edit')
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "elements" DROP COLUMN "uri";--> statement-breakpoint
ALTER TABLE "elements" DROP COLUMN "method";
