// A polo club member login return path program of the h75 set (cwe-601-redirect).
package main

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/gorilla/sessions"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

const defaultLanding = "/fixtures"

var errLoginFailed = errors.New("membership number or password incorrect")

type returnPathError struct {
	Value  string
	Reason string
}

func (e *returnPathError) Error() string {
	return fmt.Sprintf("return path %q rejected: %s", e.Value, e.Reason)
}

// returnPath checks the "next" parameter before it is used for the post-login redirect.
func returnPath(next string) (string, error) {
	if next == "" {
		return defaultLanding, nil
	}
	u, err := url.Parse(next)
	if err != nil {
		return "", &returnPathError{Value: next, Reason: err.Error()}
	}
	if u.Scheme != "" || u.Host != "" || u.User != nil {
		return "", &returnPathError{Value: next, Reason: "must be a path on this site"}
	}
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") {
		return "", &returnPathError{Value: next, Reason: "must be a path on this site"}
	}
	return u.RequestURI(), nil
}

type clubApp struct {
	db    *sql.DB
	store *sessions.CookieStore
}

func (a *clubApp) authenticate(memberNo, password string) (int64, error) {
	var id int64
	var hash []byte
	err := a.db.QueryRow(`SELECT id, password_hash FROM members WHERE member_no = $1 AND active`, memberNo).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errLoginFailed
	}
	if err != nil {
		return 0, fmt.Errorf("load member: %w", err)
	}
	if err := bcrypt.CompareHashAndPassword(hash, []byte(password)); err != nil {
		return 0, errLoginFailed
	}
	return id, nil
}

func (a *clubApp) login(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "could not read form", http.StatusBadRequest)
		return
	}
	target, err := returnPath(r.Form.Get("next"))
	if err != nil {
		log.Printf("login: %v", err)
		target = defaultLanding
	}

	id, err := a.authenticate(r.PostForm.Get("member_no"), r.PostForm.Get("password"))
	if errors.Is(err, errLoginFailed) {
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	} else if err != nil {
		log.Printf("login: %v", err)
		http.Error(w, "login unavailable", http.StatusServiceUnavailable)
		return
	}

	sess, err := a.store.Get(r, "polo-session")
	if err != nil {
		log.Printf("session decode failed, starting fresh: %v", err)
	}
	sess.Values["member_id"] = id
	if err := sess.Save(r, w); err != nil {
		log.Printf("save session: %v", err)
		http.Error(w, "login unavailable", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("POLO_DB_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer db.Close()
	a := &clubApp{db: db, store: sessions.NewCookieStore([]byte(os.Getenv("POLO_SESSION_KEY")))}
	http.HandleFunc("/login", a.login)
	log.Fatal(http.ListenAndServe(":8075", nil))
}
