// Validates the corporate e-mail address submitted on the partner signup form.
package signup

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/dlclark/regexp2"
)

var partnerEmail = regexp2.MustCompile(`^([a-zA-Z0-9]+[._-]?)+@partners\.example\.com$`, regexp2.None)

type signupRequest struct {
	Email   string `json:"email"`
	Company string `json:"company"`
}

type Queue interface {
	Enqueue(email, company string) error
}

func validEmail(addr string) bool {
	if len(addr) > 254 {
		return false
	}
	ok, err := partnerEmail.MatchString(addr)
	return err == nil && ok
}

func SignupHandler(q Queue) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req signupRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
			http.Error(w, "invalid JSON body", http.StatusBadRequest)
			return
		}
		req.Email = strings.TrimSpace(req.Email)
		if !validEmail(req.Email) {
			http.Error(w, "please use your partner e-mail address", http.StatusUnprocessableEntity)
			return
		}
		if err := q.Enqueue(req.Email, req.Company); err != nil {
			http.Error(w, "signup unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]string{"status": "pending_review"})
	}
}
