// A rope quote submit program of the h64 set (cwe-601-redirect).
package main

import (
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type quoteLine struct {
	Fibre      string
	DiameterMM int
	LengthM    int
}

var (
	mu     sync.Mutex
	nextID = 1000
	quotes = map[int][]quoteLine{}
)

func checkNext(next string) error {
	u, err := url.Parse(next)
	if err != nil {
		return err
	}
	if u.Scheme != "" || u.Host != "" || !strings.HasPrefix(u.Path, "/") ||
		strings.HasPrefix(next, "//") || strings.Contains(next, `\`) {
		return errors.New("next must be a page on this site")
	}
	return nil
}

// the quote form posts parallel arrays: fibre[], diameter_mm[], length_m[]
func submitQuote(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "invalid form", http.StatusBadRequest)
		return
	}
	fibres := r.PostForm["fibre[]"]
	diams := r.PostForm["diameter_mm[]"]
	lengths := r.PostForm["length_m[]"]
	if len(fibres) == 0 || len(fibres) != len(diams) || len(fibres) != len(lengths) {
		http.Error(w, "incomplete quote lines", http.StatusBadRequest)
		return
	}
	lines := make([]quoteLine, 0, len(fibres))
	for i := range fibres {
		d, err1 := strconv.Atoi(diams[i])
		l, err2 := strconv.Atoi(lengths[i])
		if err1 != nil || err2 != nil || d <= 0 || l <= 0 {
			http.Error(w, "diameter and length must be whole numbers", http.StatusBadRequest)
			return
		}
		lines = append(lines, quoteLine{Fibre: strings.TrimSpace(fibres[i]), DiameterMM: d, LengthM: l})
	}

	mu.Lock()
	nextID++
	id := nextID
	quotes[id] = lines
	mu.Unlock()

	next := r.PostForm.Get("next")
	if next == "" {
		next = "/quotes/" + strconv.Itoa(id)
	}
	if err := checkNext(next); err != nil {
		log.Printf("quote %d: odd next parameter %q: %v", id, next, err)
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Post("/quotes", submitQuote)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
