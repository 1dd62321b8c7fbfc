// A sheet bookings program of the h73 set (cwe-352-csrf).
package main

import (
	"database/sql"
	"encoding/hex"
	"fmt"
	"html/template"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	_ "github.com/mattn/go-sqlite3"
)

type slot struct {
	Date   string
	Sheet  int
	Start  string
	Member string
}

func (s slot) ID() string { return fmt.Sprintf("%s/sheet-%d/%s", s.Date, s.Sheet, s.Start) }

var sessionDB *sql.DB

type bookingBook struct {
	mu    sync.Mutex
	slots map[string]slot
}

var listPage = template.Must(template.New("list").Parse(`<!doctype html><title>My ice time</title>
<h1>Bookings for {{.Member}}</h1><ul>
{{range .Slots}}<li>{{.Date}} sheet {{.Sheet}} at {{.Start}}
<form method="post" action="/bookings/cancel">{{$.CSRF}}<input type="hidden" name="booking" value="{{.ID}}"><button>Cancel</button></form></li>
{{end}}</ul>`))

func memberFrom(r *http.Request) string {
	c, err := r.Cookie("rink_member")
	if err != nil {
		return ""
	}
	return lookupSession(c.Value)
}

// booking ids look like "2025-01-18/sheet-3/19:00"
func parseBookingID(id string) (string, int, string, error) {
	parts := strings.Split(strings.Trim(id, "/ "), "/")
	if len(parts) != 3 {
		return "", 0, "", fmt.Errorf("malformed booking id")
	}
	if _, err := time.Parse("2006-01-02", parts[0]); err != nil {
		return "", 0, "", err
	}
	sheet, err := strconv.Atoi(strings.TrimPrefix(parts[1], "sheet-"))
	if err != nil || sheet < 1 || sheet > 6 {
		return "", 0, "", fmt.Errorf("bad sheet")
	}
	return parts[0], sheet, parts[2], nil
}

func (b *bookingBook) list(w http.ResponseWriter, r *http.Request) {
	member := memberFrom(r)
	if member == "" {
		http.Redirect(w, r, "/login", http.StatusFound)
		return
	}
	b.mu.Lock()
	var mine []slot
	for _, s := range b.slots {
		if s.Member == member {
			mine = append(mine, s)
		}
	}
	b.mu.Unlock()
	_ = listPage.Execute(w, map[string]any{"Member": member, "Slots": mine, "CSRF": csrf.TemplateField(r)})
}

func (b *bookingBook) cancel(w http.ResponseWriter, r *http.Request) {
	member := memberFrom(r)
	if member == "" {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	date, sheet, start, err := parseBookingID(r.FormValue("booking"))
	if err != nil {
		http.Error(w, "unknown booking", http.StatusBadRequest)
		return
	}
	id := slot{Date: date, Sheet: sheet, Start: start}.ID()
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.slots[id]; !ok || s.Member != member {
		http.Error(w, "not your booking", http.StatusForbidden)
		return
	}
	delete(b.slots, id)
	http.Redirect(w, r, "/bookings", http.StatusSeeOther)
}

func main() {
	key, err := hex.DecodeString(os.Getenv("RINK_CSRF_KEY"))
	if err != nil || len(key) != 32 {
		log.Fatal("RINK_CSRF_KEY must be 64 hex characters")
	}
	sessionDB, err = sql.Open("sqlite3", "/var/lib/rink/members.db")
	if err != nil {
		log.Fatal(err)
	}
	book := &bookingBook{slots: map[string]slot{}}

	r := mux.NewRouter()
	r.HandleFunc("/bookings", book.list).Methods(http.MethodGet)
	r.HandleFunc("/bookings/cancel", book.cancel).Methods(http.MethodGet, http.MethodPost)

	protect := csrf.Protect(key, csrf.Secure(true), csrf.Path("/"))
	log.Fatal(http.ListenAndServe(":8099", protect(r)))
}

// sessions are written by the club's single sign-on service into the shared database
func lookupSession(token string) string {
	var member string
	err := sessionDB.QueryRow(
		`SELECT member_no FROM sessions WHERE token = ? AND expires_at > CURRENT_TIMESTAMP`, token).Scan(&member)
	if err != nil {
		return ""
	}
	return member
}
