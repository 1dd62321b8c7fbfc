// A teahouse partner return program of the h63 set (cwe-601-redirect).
package main

import (
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// Reservation is a tea ceremony booking made through the embeddable booking widget.
type Reservation struct {
	Ref    string
	House  string
	Guests int
}

type ReservationStore struct {
	mu    sync.RWMutex
	byRef map[string]Reservation
}

func (s *ReservationStore) Find(ref string) (Reservation, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	r, ok := s.byRef[ref]
	if !ok {
		return Reservation{}, errors.New("no such reservation")
	}
	return r, nil
}

// PartnerPolicy lists the partner sites that embed the booking widget.
type PartnerPolicy struct {
	hosts map[string]bool
}

func (p *PartnerPolicy) Allowed(u *url.URL) bool {
	for host := range p.hosts {
		if strings.Contains(u.Host, host) {
			return true
		}
	}
	return false
}

type ReturnService struct {
	store  *ReservationStore
	policy *PartnerPolicy
}

// ReturnURL builds the partner page the guest goes back to, tagged with the booking reference.
func (s *ReturnService) ReturnURL(ref, returnTo string) (string, error) {
	res, err := s.store.Find(ref)
	if err != nil {
		return "", err
	}
	u, err := url.Parse(returnTo)
	if err != nil || !s.policy.Allowed(u) {
		return "", errors.New("return address is not a partner site")
	}
	q := u.Query()
	q.Set("reservation", res.Ref)
	u.RawQuery = q.Encode()
	return u.String(), nil
}

type CompletionHandler struct {
	svc *ReturnService
}

func (h *CompletionHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	target, err := h.svc.ReturnURL(q.Get("ref"), q.Get("return_to"))
	if err != nil {
		http.Redirect(w, r, "/reservations/thank-you", http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func main() {
	svc := &ReturnService{
		store: &ReservationStore{byRef: map[string]Reservation{
			"JP-4471": {Ref: "JP-4471", House: "jade-pavilion", Guests: 4},
		}},
		policy: &PartnerPolicy{hosts: map[string]bool{
			"order.kettle-forge.example":  true,
			"www.urasenke-circle.example": true,
		}},
	}
	mux := http.NewServeMux()
	mux.Handle("/reservations/complete", &CompletionHandler{svc: svc})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
