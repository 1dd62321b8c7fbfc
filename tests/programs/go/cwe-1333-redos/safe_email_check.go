// Newsletter signup endpoint that validates the submitted address format before storing it.
package newsletter

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
)

var emailFormat = regexp.MustCompile(`^([a-zA-Z0-9]+[._+-]?)*[a-zA-Z0-9]+@([a-zA-Z0-9]+-?)*[a-zA-Z0-9]+(\.[a-zA-Z]{2,})+$`)

type Subscribers interface {
	Add(email, list string) error
}

type signup struct {
	Email string `json:"email"`
	List  string `json:"list"`
}

func validEmail(addr string) bool {
	return emailFormat.MatchString(addr)
}

func SignupHandler(subs Subscribers) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req signup
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 8<<10)).Decode(&req); err != nil {
			http.Error(w, "malformed request", http.StatusBadRequest)
			return
		}
		req.Email = strings.TrimSpace(req.Email)
		if !validEmail(req.Email) {
			http.Error(w, "please enter a valid email address", http.StatusBadRequest)
			return
		}
		if req.List == "" {
			req.List = "weekly"
		}
		if err := subs.Add(strings.ToLower(req.Email), req.List); err != nil {
			http.Error(w, "could not subscribe right now", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}
}
