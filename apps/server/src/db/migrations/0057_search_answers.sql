-- The public searches' answer cache (issue 34 point 4, decision 065): each searched topic has a version,
-- a sequence moved by every write to a table its answers are read from, in the writing statement; an
-- answer is reused only while its topic's version is the one it was computed under. The same write
-- announces the topic on the channel `search` at commit, which closes the window between the statement
-- and its commit (modules/search/answer-cache.ts).
CREATE SEQUENCE "search_version_listings";--> statement-breakpoint
CREATE SEQUENCE "search_version_tasks";--> statement-breakpoint
CREATE SEQUENCE "search_version_projects";--> statement-breakpoint
CREATE SEQUENCE "search_version_people";--> statement-breakpoint
CREATE SEQUENCE "search_version_models";--> statement-breakpoint
CREATE FUNCTION search_answers_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM nextval('search_version_' || topic);
    -- one payload per topic: the same notification in one transaction is delivered once
    PERFORM pg_notify('search', topic);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_stale AFTER INSERT OR UPDATE OR DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('listings');--> statement-breakpoint
CREATE TRIGGER tasks_search_stale AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('tasks');--> statement-breakpoint
CREATE TRIGGER projects_search_stale AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('projects');--> statement-breakpoint
CREATE TRIGGER profiles_search_stale AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('people');--> statement-breakpoint
-- a work's views and likes are not in a designer's card: counting them leaves the answers as they were
CREATE TRIGGER works_search_stale AFTER INSERT OR DELETE OR UPDATE OF "member_id", "kind", "title", "cover",
  "pics", "listing_id", "areas", "opens", "style", "conts", "published_at", "checked", "reason" ON "works"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('people');--> statement-breakpoint
CREATE TRIGGER models_search_stale AFTER INSERT OR UPDATE OR DELETE ON "models"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('models');--> statement-breakpoint
CREATE TRIGGER model_categories_search_stale AFTER INSERT OR UPDATE OR DELETE ON "model_categories"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('models');--> statement-breakpoint
-- what the answers show of a member (the card number, names, logo, verification badges, counts, whether
-- disabled), not its balance, password or login
CREATE TRIGGER members_search_stale AFTER DELETE OR UPDATE OF "cardno", "name", "nickname", "userlogo",
  "company", "personauth", "businsauth", "myworks", "cmtigots", "disabled" ON "members"
  FOR EACH ROW EXECUTE FUNCTION search_answers_stale('listings', 'tasks', 'projects', 'people', 'models');
