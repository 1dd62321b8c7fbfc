// A visitor stats job program of the h71 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"os/signal"
	"regexp"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/robfig/cron/v3"
)

type reportRequest struct {
	ID       int64
	SiteCode string
	Month    time.Time
	Email    string
}

var siteCodePattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{2}$`)

// mustSiteCode comes from the old ticketing importer, which panics on bad rows.
func mustSiteCode(s string) {
	if !siteCodePattern.MatchString(s) {
		panic(fmt.Sprintf("invalid site code %q", s))
	}
}

type statsJob struct {
	db *sql.DB
}

func (j *statsJob) buildQuery(req reportRequest) (q string, err error) {
	func() {
		defer func() {
			if r := recover(); r != nil {
				log.Printf("request %d: %v", req.ID, r)
			}
		}()
		mustSiteCode(req.SiteCode)
	}()
	return fmt.Sprintf(`SELECT visit_day, SUM(adults), SUM(children), SUM(groups)
FROM turnstile_counts WHERE site_code = '%s' AND date_trunc('month', visit_day) = '%s'
GROUP BY visit_day ORDER BY visit_day`, req.SiteCode, req.Month.Format("2006-01-02")), nil
}

func (j *statsJob) run(ctx context.Context) {
	reqs, err := j.pending(ctx)
	if err != nil {
		log.Printf("load pending requests: %v", err)
		return
	}

pending:
	for _, req := range reqs {
		q, err := j.buildQuery(req)
		if err != nil {
			j.finish(ctx, req.ID, "rejected", err.Error())
			continue
		}
		rows, err := j.db.QueryContext(ctx, q)
		if err != nil {
			j.finish(ctx, req.ID, "failed", err.Error())
			continue
		}
		total := 0
		for rows.Next() {
			var day time.Time
			var adults, children, groups int
			if err := rows.Scan(&day, &adults, &children, &groups); err != nil {
				rows.Close()
				j.finish(ctx, req.ID, "failed", err.Error())
				continue pending
			}
			total += adults + children + groups
		}
		rows.Close()
		j.finish(ctx, req.ID, "done", fmt.Sprintf("%d visitors", total))
	}
}

func (j *statsJob) pending(ctx context.Context) ([]reportRequest, error) {
	rows, err := j.db.QueryContext(ctx,
		`SELECT id, site_code, month, email FROM report_requests WHERE status = 'pending' ORDER BY id LIMIT 100`)
	if err != nil {
		return nil, fmt.Errorf("query pending: %w", err)
	}
	defer rows.Close()
	var out []reportRequest
	for rows.Next() {
		var r reportRequest
		if err := rows.Scan(&r.ID, &r.SiteCode, &r.Month, &r.Email); err != nil {
			return nil, fmt.Errorf("scan pending: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (j *statsJob) finish(ctx context.Context, id int64, status, note string) {
	if _, err := j.db.ExecContext(ctx,
		`UPDATE report_requests SET status = $1, note = $2, finished_at = now() WHERE id = $3`, status, note, id); err != nil {
		log.Printf("request %d: mark %s: %v", id, status, err)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("MUSEUM_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	job := &statsJob{db: db}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	c := cron.New()
	if _, err := c.AddFunc("15 2 * * *", func() { job.run(ctx) }); err != nil {
		log.Fatal(err)
	}
	c.Start()
	<-ctx.Done()
	<-c.Stop().Done()
}
