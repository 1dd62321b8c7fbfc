// A show program program of the h69 set (cwe-079-xss).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"html/template"
	"log"
	"net/http"
	"os"
	"sync"
	"time"
)

type act struct {
	Performer string
	Title     string
	Blurb     string
	Minutes   int
}

type showBook struct {
	mu    sync.RWMutex
	byDay map[string][]act
}

var (
	sessions sync.Map // session id -> performer name
	book     = &showBook{byDay: map[string][]act{}}
)

var programTmpl = template.Must(template.New("program").Parse(`<!doctype html>
<html><head><title>Running order {{.Day}}</title></head>
<body>
<h1>Flying Pins Troupe - {{.Day}}</h1>
<ol>
{{range .Acts}}<li><h2>{{.Title}}</h2><p class="who">{{.Performer}} &middot; {{.Minutes}} min</p><p>{{.Blurb}}</p></li>
{{end}}</ol>
</body></html>`))

func (b *showBook) add(day string, a act) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.byDay[day] = append(b.byDay[day], a)
}

func (b *showBook) list(day string) []act {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return append([]act(nil), b.byDay[day]...)
}

func performerFrom(r *http.Request) (string, bool) {
	c, err := r.Cookie("troupe_sid")
	if err != nil {
		return "", false
	}
	v, ok := sessions.Load(c.Value)
	if !ok {
		return "", false
	}
	return v.(string), true
}

func login(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	code := r.FormValue("code")
	want := os.Getenv("TROUPE_CODE")
	if name == "" || want == "" || subtle.ConstantTimeCompare([]byte(code), []byte(want)) != 1 {
		http.Error(w, "unknown performer", http.StatusUnauthorized)
		return
	}
	sid := rand.Text()
	sessions.Store(sid, name)
	http.SetCookie(w, &http.Cookie{Name: "troupe_sid", Value: sid, Path: "/", HttpOnly: true, Secure: true})
	w.WriteHeader(http.StatusNoContent)
}

func submitAct(w http.ResponseWriter, r *http.Request) {
	who, ok := performerFrom(r)
	if !ok {
		http.Error(w, "performers only", http.StatusUnauthorized)
		return
	}
	day := r.PathValue("day")
	if _, err := time.Parse("2006-01-02", day); err != nil {
		http.Error(w, "bad date", http.StatusBadRequest)
		return
	}
	book.add(day, act{
		Performer: who,
		Title:     r.FormValue("title"),
		Blurb:     r.FormValue("blurb"),
		Minutes:   5,
	})
	w.WriteHeader(http.StatusCreated)
}

func showProgram(w http.ResponseWriter, r *http.Request) {
	day := r.PathValue("day")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	err := programTmpl.Execute(w, struct {
		Day  string
		Acts []act
	}{day, book.list(day)})
	if err != nil {
		log.Printf("render program: %v", err)
	}
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", login)
	mux.HandleFunc("POST /shows/{day}/acts", submitAct)
	mux.HandleFunc("GET /shows/{day}", showProgram)
	log.Fatal(http.ListenAndServe(":8040", mux))
}
