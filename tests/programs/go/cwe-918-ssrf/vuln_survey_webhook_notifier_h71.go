// A survey webhook notifier program of the h71 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

var (
	ErrWebhookScheme = errors.New("webhook must use https")
	ErrWebhookTarget = errors.New("webhook resolves to a non-public address")
)

type webhook struct {
	ID       int64
	ClientID int64
	URL      string
}

func checkTarget(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("parse webhook: %w", err)
	}
	if u.Scheme != "https" {
		return ErrWebhookScheme
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, u.Hostname())
	if err != nil {
		return fmt.Errorf("resolve %s: %w", u.Hostname(), err)
	}
	for _, a := range addrs {
		if a.IP.IsLoopback() || a.IP.IsPrivate() || a.IP.IsLinkLocalUnicast() || a.IP.IsUnspecified() {
			return fmt.Errorf("%w: %s", ErrWebhookTarget, a.IP)
		}
	}
	return nil
}

func eligible(ctx context.Context, hooks []webhook) []webhook {
	out := make([]webhook, 0, len(hooks))
	for _, h := range hooks {
		if err := checkTarget(ctx, h.URL); err != nil {
			log.Printf("webhook %d (client %d) skipped: %v", h.ID, h.ClientID, err)
			continue
		}
		out = append(out, h)
	}
	return out
}

type notifier struct {
	db     *sql.DB
	client *http.Client
}

func (n *notifier) tick(ctx context.Context) error {
	rows, err := n.db.QueryContext(ctx, `SELECT w.id, w.client_id, w.url, r.id, r.site_name
		FROM survey_reports r JOIN webhooks w ON w.client_id = r.client_id
		WHERE r.published_at IS NOT NULL AND r.notified_at IS NULL`)
	if err != nil {
		return fmt.Errorf("pending reports: %w", err)
	}
	defer rows.Close()

	hooks := []webhook{}
	payloads := map[int64][]byte{}
	for rows.Next() {
		var h webhook
		var reportID int64
		var site string
		if err := rows.Scan(&h.ID, &h.ClientID, &h.URL, &reportID, &site); err != nil {
			return err
		}
		hooks = append(hooks, h)
		payloads[h.ID], _ = json.Marshal(map[string]any{"event": "survey.published", "report_id": reportID, "site": site})
	}

	allowed := eligible(ctx, hooks)
	log.Printf("%d of %d webhooks eligible", len(allowed), len(hooks))

	for _, h := range hooks {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, bytes.NewReader(payloads[h.ID]))
		if err != nil {
			continue
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := n.client.Do(req)
		if err != nil {
			log.Printf("webhook %d: %v", h.ID, err)
			continue
		}
		resp.Body.Close()
		if _, err := n.db.ExecContext(ctx, `UPDATE survey_reports SET notified_at = now() WHERE client_id = $1 AND notified_at IS NULL`, h.ClientID); err != nil {
			log.Printf("webhook %d: mark notified: %v", h.ID, err)
		}
	}
	return rows.Err()
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("SURVEY_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	n := &notifier{db: db, client: &http.Client{
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}

	ticker := time.NewTicker(time.Minute)
	defer ticker.Stop()
	for range ticker.C {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
		if err := n.tick(ctx); err != nil {
			log.Printf("notifier: %v", err)
		}
		cancel()
	}
}
