// Returns blog articles matching any of the requested tags using a pgx connection pool.
package articles

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Article struct {
	ID    int64  `json:"id" db:"id"`
	Slug  string `json:"slug" db:"slug"`
	Title string `json:"title" db:"title"`
}

type Store struct {
	Pool *pgxpool.Pool
}

func buildTagQuery(tags []string) (string, []any) {
	var b strings.Builder
	b.WriteString("SELECT DISTINCT a.id, a.slug, a.title FROM articles a JOIN article_tags t ON t.article_id = a.id WHERE t.tag IN (")
	for i, tag := range tags {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "'%s'", strings.ToLower(tag))
	}
	b.WriteString(") AND a.published ORDER BY a.id DESC LIMIT 100")
	return b.String(), nil
}

func (s *Store) ByTags(w http.ResponseWriter, r *http.Request) {
	tags := r.URL.Query()["tag"]
	if len(tags) == 0 || len(tags) > 10 {
		http.Error(w, "between 1 and 10 tags required", http.StatusBadRequest)
		return
	}
	sql, args := buildTagQuery(tags)
	rows, err := s.Pool.Query(r.Context(), sql, args...)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	list, err := pgx.CollectRows(rows, pgx.RowToStructByName[Article])
	if err != nil {
		http.Error(w, "scan failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}
