// A organ grinder requests program of the h66 set (cwe-079-xss).
package main

import (
	"bytes"
	"html"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/julienschmidt/httprouter"
)

// Passers-by leave requests for the next pitch on the tablet clipped to
// the barrel organ; the grinder reads them back between tunes.

type tuneRequest struct {
	Name    string
	Message string
	At      time.Time
}

var (
	requestsMu sync.Mutex
	requests   = map[string][]tuneRequest{}
)

var knownTunes = map[string]string{
	"daisy":     "Daisy Bell",
	"sidewalks": "The Sidewalks of New York",
	"cockles":   "Molly Malone",
	"waltz":     "Over the Waves",
}

func addRequest(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	tune := ps.ByName("tune")
	if _, ok := knownTunes[tune]; !ok {
		http.NotFound(w, r)
		return
	}
	r.ParseForm()
	name := strings.TrimSpace(r.PostForm.Get("name"))
	msg := strings.TrimSpace(r.PostForm.Get("message"))
	if name == "" || len(name) > 60 || len(msg) > 280 {
		http.Error(w, "name (max 60) and message (max 280) please", http.StatusBadRequest)
		return
	}
	requestsMu.Lock()
	requests[tune] = append(requests[tune], tuneRequest{Name: name, Message: msg, At: time.Now()})
	requestsMu.Unlock()
	http.Redirect(w, r, "/tunes/"+tune, http.StatusSeeOther)
}

func listRequests(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	tune := ps.ByName("tune")
	title, ok := knownTunes[tune]
	if !ok {
		http.NotFound(w, r)
		return
	}

	requestsMu.Lock()
	entries := append([]tuneRequest(nil), requests[tune]...)
	requestsMu.Unlock()

	var buf bytes.Buffer
	buf.WriteString("<html><body><h2>Requests for " + html.EscapeString(title) + "</h2><ul>")
	for _, e := range entries {
		buf.WriteString("<li><b>" + e.Name + "</b> (" + e.At.Format("15:04") + "): ")
		buf.WriteString(html.EscapeString(e.Message) + "</li>")
	}
	buf.WriteString("</ul><form method=\"post\"><input name=\"name\"> <input name=\"message\"> <button>Ask</button></form></body></html>")

	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(buf.Bytes())
}

func main() {
	router := httprouter.New()
	router.GET("/tunes/:tune", listRequests)
	router.POST("/tunes/:tune", addRequest)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("ORGAN_TLS_CERT"), os.Getenv("ORGAN_TLS_KEY"), router))
}
