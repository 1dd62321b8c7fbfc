// A curling club ice sheet booking program of the h75 set (cwe-352-csrf).
package main

import (
	"database/sql"
	"errors"
	"fmt"
	"html/template"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
	_ "github.com/lib/pq"
)

var bookingPage = template.Must(template.New("book").Parse(`<!doctype html>
<h1>Book a sheet</h1>
<form method="post" action="/bookings">
  <select name="sheet"><option>A</option><option>B</option><option>C</option><option>D</option></select>
  <input type="datetime-local" name="start">
  <button>Book</button>
</form>`))

type bookingError struct {
	Field string
	Msg   string
}

func (e *bookingError) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.Msg) }

var errSheetTaken = errors.New("sheet already booked for that slot")

type app struct {
	db    *sql.DB
	store *sessions.CookieStore
}

func (a *app) memberID(r *http.Request) (int64, error) {
	sess, err := a.store.Get(r, "curling-session")
	if err != nil {
		return 0, fmt.Errorf("load session: %w", err)
	}
	id, ok := sess.Values["member_id"].(int64)
	if !ok {
		return 0, errors.New("not signed in")
	}
	return id, nil
}

func parseBooking(r *http.Request) (string, time.Time, error) {
	sheet := r.PostFormValue("sheet")
	if len(sheet) != 1 || sheet < "A" || sheet > "D" {
		return "", time.Time{}, &bookingError{Field: "sheet", Msg: "must be A-D"}
	}
	start, err := time.ParseInLocation("2006-01-02T15:04", r.PostFormValue("start"), time.Local)
	if err != nil {
		return "", time.Time{}, &bookingError{Field: "start", Msg: "invalid date/time"}
	}
	return sheet, start, nil
}

func (a *app) showForm(w http.ResponseWriter, r *http.Request) {
	if err := bookingPage.Execute(w, nil); err != nil {
		log.Printf("render booking form: %v", err)
	}
}

func (a *app) createBooking(w http.ResponseWriter, r *http.Request) {
	member, err := a.memberID(r)
	if err != nil {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	sheet, start, err := parseBooking(r)
	if err != nil {
		var be *bookingError
		if errors.As(err, &be) {
			http.Error(w, be.Error(), http.StatusBadRequest)
			return
		}
		http.Error(w, "invalid booking", http.StatusBadRequest)
		return
	}
	res, err := a.db.ExecContext(r.Context(),
		`INSERT INTO sheet_bookings (member_id, sheet, starts_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
		member, sheet, start)
	if err == nil {
		if n, _ := res.RowsAffected(); n == 0 {
			err = errSheetTaken
		}
	}
	switch {
	case errors.Is(err, errSheetTaken):
		http.Error(w, err.Error(), http.StatusConflict)
	case err != nil:
		log.Printf("booking for member %d: %v", member, err)
		http.Error(w, "booking failed", http.StatusInternalServerError)
	default:
		http.Redirect(w, r, "/bookings", http.StatusSeeOther)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("CURLING_DB_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	a := &app{db: db, store: sessions.NewCookieStore([]byte(os.Getenv("CURLING_SESSION_KEY")))}

	r := mux.NewRouter()
	r.HandleFunc("/bookings", a.showForm).Methods(http.MethodGet)
	r.HandleFunc("/bookings", a.createBooking).Methods(http.MethodPost)
	log.Fatal(http.ListenAndServe(":8073", r))
}
