CREATE TABLE "department_task_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_time_id" text NOT NULL,
	"declaration_id" text NOT NULL,
	"task_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"material_type" text NOT NULL,
	"order_num" integer NOT NULL,
	"task_status" text NOT NULL,
	"round" integer NOT NULL,
	"supplementary" boolean NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"reviewer_user_id" text,
	"verify_status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_task_items" ADD CONSTRAINT "department_task_items_item_id_declaration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."declaration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_task_items_depart" ON "department_task_items" USING btree ("depart_id","material_type","verify_status");--> statement-breakpoint
CREATE INDEX "department_task_items_declaration" ON "department_task_items" USING btree ("declaration_id");--> statement-breakpoint
-- The tasks opened before this table hold the items their department verifies, as the stage resolved it then: the
-- declaration's setBranch, else the batch directory's verifier, else the office owning the type by default.
INSERT INTO "department_task_items" ("item_id", "tenant_id", "project_time_id", "declaration_id", "task_id", "depart_id", "material_type", "order_num", "task_status", "round", "supplementary", "opened_at", "reviewer_user_id", "verify_status")
SELECT i.id, t.tenant_id, t.project_time_id, t.declaration_id, t.id, t.depart_id, i.material_type, i.order_num, t.status, t.round, t.supplementary, t.opened_at, a.reviewer_user_id, i.verify_status
FROM "department_tasks" t
JOIN "declaration_items" i ON i.declaration_id = t.declaration_id
LEFT JOIN "department_assignments" a ON a.item_id = i.id AND a.depart_id = t.depart_id
WHERE i.material_type IN (
    'COURSE_TAUGHT', 'EQUIPMENT', 'TEACHING_EVAL', 'OVERSEAS_EXPERIENCE', 'DOMESTIC_EXPERIENCE', 'PATENT',
    'OTHER_IP', 'TECH_TRANSFER', 'POLICY_REPORT', 'OTHER_ACHIEVEMENT', 'PAPER', 'GRADUATE_SUPERVISION',
    'RESEARCH_AWARD', 'HONOR_TALENT', 'PUBLIC_SERVICE', 'RESEARCH_PROJECT', 'TEXTBOOK', 'GRADUATION_PROJECT',
    'JOB_PERFORMANCE', 'EPIDEMIC_FRONTLINE', 'SOCIETY_POST', 'CONFERENCE_TALK', 'QUALIFICATION', 'EDUCATION',
    'WORK_HISTORY', 'COURSE_BUILDING', 'CLINICAL_ACHIEVEMENT', 'CERTIFICATE', 'TITLE_HISTORY', 'EXCEPTION_BASIS',
    'EXCEPTION_RECOMMENDATION', 'MONOGRAPH', 'TEACHING_PROJECT', 'TEACHING_AWARD', 'STUDENT_GUIDANCE', 'COUNSELOR_EXPERIENCE',
    'ANNUAL_APPRAISAL', 'ETHICS'
  )
  AND coalesce(
    (SELECT b.depart_id FROM "declaration_branches" b WHERE b.declaration_id = i.declaration_id AND b.material_type = i.material_type),
    (SELECT m.verifier_depart_id FROM "material_directory" m WHERE m.project_time_id = t.project_time_id AND m.material_type = i.material_type AND m.enabled),
    (SELECT o.id FROM "departs" o WHERE o.tenant_id = t.tenant_id AND o.type = 'office' AND o.code = CASE i.material_type
      WHEN 'COURSE_TAUGHT' THEN 'academic' WHEN 'EQUIPMENT' THEN 'academic' WHEN 'TEACHING_EVAL' THEN 'academic'
      WHEN 'OVERSEAS_EXPERIENCE' THEN 'international' WHEN 'DOMESTIC_EXPERIENCE' THEN 'hr' WHEN 'PATENT' THEN 'research'
      WHEN 'OTHER_IP' THEN 'research' WHEN 'TECH_TRANSFER' THEN 'research' WHEN 'POLICY_REPORT' THEN 'social'
      WHEN 'PAPER' THEN 'research' WHEN 'GRADUATE_SUPERVISION' THEN 'graduate' WHEN 'RESEARCH_AWARD' THEN 'research'
      WHEN 'HONOR_TALENT' THEN 'hr' WHEN 'PUBLIC_SERVICE' THEN 'organization' WHEN 'RESEARCH_PROJECT' THEN 'research'
      WHEN 'TEXTBOOK' THEN 'academic' WHEN 'GRADUATION_PROJECT' THEN 'academic' WHEN 'EPIDEMIC_FRONTLINE' THEN 'hr'
      WHEN 'SOCIETY_POST' THEN 'research' WHEN 'CONFERENCE_TALK' THEN 'research' WHEN 'QUALIFICATION' THEN 'hr'
      WHEN 'EDUCATION' THEN 'hr' WHEN 'WORK_HISTORY' THEN 'hr' WHEN 'COURSE_BUILDING' THEN 'academic'
      WHEN 'CLINICAL_ACHIEVEMENT' THEN 'research' WHEN 'CERTIFICATE' THEN 'hr' WHEN 'TITLE_HISTORY' THEN 'hr'
      WHEN 'EXCEPTION_BASIS' THEN 'hr' WHEN 'EXCEPTION_RECOMMENDATION' THEN 'hr' WHEN 'MONOGRAPH' THEN 'social'
      WHEN 'TEACHING_PROJECT' THEN 'academic' WHEN 'TEACHING_AWARD' THEN 'academic' WHEN 'STUDENT_GUIDANCE' THEN 'academic'
      WHEN 'COUNSELOR_EXPERIENCE' THEN 'student' WHEN 'ANNUAL_APPRAISAL' THEN 'hr' WHEN 'ETHICS' THEN 'teacher'
    END ORDER BY o.order_num, o.code LIMIT 1)
  ) = t.depart_id
ON CONFLICT DO NOTHING;