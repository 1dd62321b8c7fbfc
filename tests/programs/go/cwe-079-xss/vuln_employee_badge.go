// HR directory endpoint that renders an employee badge card with an optional note from the requester.
package hr

import (
	"database/sql"
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

type Directory struct {
	DB *sql.DB
}

type employee struct {
	Name       string
	Department string
	Title      string
}

func (d *Directory) lookup(r *http.Request, badgeID string) (*employee, error) {
	e := &employee{}
	err := d.DB.QueryRowContext(r.Context(),
		`SELECT full_name, department, title FROM employees WHERE badge_id = $1`, badgeID).
		Scan(&e.Name, &e.Department, &e.Title)
	return e, err
}

func renderCard(e *employee, note string) string {
	var b strings.Builder
	b.WriteString(`<div class="badge">`)
	fmt.Fprintf(&b, "<h2>%s</h2><p>%s &middot; %s</p>",
		html.EscapeString(e.Name), html.EscapeString(e.Title), html.EscapeString(e.Department))
	if note != "" {
		fmt.Fprintf(&b, `<p class="note">%s</p>`, note)
	}
	b.WriteString("</div>")
	return b.String()
}

func (d *Directory) BadgeCard(w http.ResponseWriter, r *http.Request) {
	emp, err := d.lookup(r, chi.URLParam(r, "badgeID"))
	if err != nil {
		http.Error(w, "employee not found", http.StatusNotFound)
		return
	}
	note := strings.TrimSpace(r.URL.Query().Get("note"))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(w, renderCard(emp, note))
}

func (d *Directory) Routes(r chi.Router) {
	r.Get("/badges/{badgeID}", d.BadgeCard)
}
